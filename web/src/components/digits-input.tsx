import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef, type ChangeEvent, type KeyboardEvent } from 'react';

export type DigitsInputProps = Omit<TextInputProps, 'inputMode' | 'type'> & { maxLength: number };

/**
 * A text box that takes digits only (spec §5: mobile numbers, OTP): other printable keys are refused, and a
 * pasted or autofilled value keeps its digits only, cut to `maxLength`. Works with react-hook-form's register.
 */
export const DigitsInput = forwardRef<HTMLInputElement, DigitsInputProps>(function DigitsInput(
  { maxLength, onChange, onKeyDown, ...props },
  ref,
) {
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key, ctrlKey, metaKey, altKey } = event;
    if (key.length === 1 && !/\d/.test(key) && !ctrlKey && !metaKey && !altKey) event.preventDefault();
    onKeyDown?.(event);
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, maxLength);
    if (digits !== event.target.value) event.target.value = digits;
    onChange?.(event);
  };
  return (
    <TextInput
      {...props}
      ref={ref}
      type="text"
      inputMode="numeric"
      maxLength={maxLength}
      onKeyDown={keyDown}
      onChange={change}
    />
  );
});
