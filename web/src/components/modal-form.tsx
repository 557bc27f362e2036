import { Button, Group, Loader, Modal, Stack, type MantineColor, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../lib/form-errors';

export interface ModalFormProps<T extends FieldValues> {
  opened: boolean;
  onClose: () => void;
  /** The dialog's title, which is also its accessible name. */
  title: ReactNode;
  /** Shown above the form (what the form is about). */
  intro?: ReactNode;
  /** A loader in place of the form while its default values are still loading. */
  loading?: boolean;
  /** Validation (e.g. `zodResolver(schema)` of the contracts' schema). */
  resolver?: Resolver<T>;
  /** When fields are validated: once touched by default (spec §5). */
  mode?: Mode;
  defaultValues: DefaultValues<T>;
  /** A new key gives a fresh form (e.g. the dialog now applies to another record). */
  formKey?: string | number;
  /** Sends the values; the dialog closes (and the form resets) when it resolves. */
  onSubmit: (values: T) => Promise<unknown>;
  /** After a successful submit, before the dialog closes (e.g. a toast). */
  onSuccess?: () => void;
  /** Fields that show the server's field errors of a failed submit (lib/form-errors.ts); the first is focused. */
  serverErrorFields?: readonly Path<T>[];
  /** A failed submit (the dialog stays open): `fieldErrorsShown` says whether a field now shows the reason. */
  onError?: (error: unknown, fieldErrorsShown: boolean) => void;
  submitLabel: string;
  /** The submit button's text while sending; without it the button shows a spinner. */
  submittingLabel?: string;
  submitColor?: MantineColor;
  cancelLabel: string;
  /** Submit stays disabled while the form is invalid. */
  disableWhenInvalid?: boolean;
  size?: ModalProps['size'];
  /** The fields, given the form (`register`, `formState.errors`, …). */
  children: (form: UseFormReturn<T>) => ReactNode;
}

type ModalFormBodyProps<T extends FieldValues> = Omit<
  ModalFormProps<T>,
  'opened' | 'title' | 'intro' | 'loading' | 'size'
>;

function ModalFormBody<T extends FieldValues>({
  onClose,
  resolver,
  mode = 'onTouched',
  defaultValues,
  onSubmit,
  onSuccess,
  serverErrorFields = [],
  onError,
  submitLabel,
  submittingLabel,
  submitColor,
  cancelLabel,
  disableWhenInvalid = false,
  children,
}: ModalFormBodyProps<T>) {
  const form = useForm<T>({ ...(resolver ? { resolver } : {}), mode, defaultValues });
  const { isSubmitting, isValid } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      onError?.(error, applyServerFieldErrors(error, form.setError, serverErrorFields));
      return;
    }
    onSuccess?.();
    form.reset(defaultValues);
    onClose();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {children(form)}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            color={submitColor}
            disabled={(disableWhenInvalid && !isValid) || (submittingLabel !== undefined && isSubmitting)}
            loading={submittingLabel === undefined && isSubmitting}
          >
            {isSubmitting && submittingLabel !== undefined ? submittingLabel : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A form in a dialog: the title, an optional introduction, the fields (react-hook-form), Cancel and Submit (busy
 * while sending), the server's field errors on their fields, and on success a reset form and a closed dialog.
 * The form mounts with the dialog, so its default values are those of the moment it opens.
 */
export function ModalForm<T extends FieldValues>({
  opened,
  title,
  intro,
  loading = false,
  size,
  formKey,
  ...body
}: ModalFormProps<T>) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={body.onClose}
      title={title}
      centered
      size={size}
      closeButtonProps={{ 'aria-label': t('ACTIONS.CLOSE') }}
    >
      {intro}
      {loading ? (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label={t('APP.LOADING')} />
        </Group>
      ) : (
        <ModalFormBody key={formKey} {...body} />
      )}
    </Modal>
  );
}
