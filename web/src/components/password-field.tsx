import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's PasswordInput, with what it lacks for screen readers: aria-invalid while it shows an error, and a
 * translated name for the show-password toggle.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...props}
      ref={ref}
      aria-invalid={props.error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('ACTIONS.SHOW_PASSWORD') }}
    />
  );
});
