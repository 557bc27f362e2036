import {
  Button,
  FileButton,
  Group,
  Image,
  NumberInput,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createBodySchema,
  recordTable,
  type RecordField,
  type RecordTable,
  TIME_SLOTS,
  type TRecordRow,
  updateBodySchema,
  writableFields,
} from '@gd/contracts/schemas/records';
import { ApiError } from '../../../lib/api-client';
import { mediaUrl } from '../../../lib/media';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useRecordOptions } from '../api/get-record-options';
import { useSaveRecord } from '../api/save-record';
import { useUploadRecordImage } from '../api/upload-record-image';
import { fieldLabelKey, recordErrorText, rowLabel } from './record-text';

type Raw = Record<string, string | number | null>;
const NUMERIC = new Set(['int', 'money', 'flag', 'code', 'ref']);

function initialValues(def: RecordTable, row: TRecordRow | null): Raw {
  return Object.fromEntries(
    writableFields(def).map((f) => {
      const current = row?.[f.name];
      if (current !== undefined && current !== null) return [f.name, current];
      if (f.kind === 'flag') return [f.name, row ? 0 : f.name === 'is_active' ? 1 : 0];
      return [f.name, NUMERIC.has(f.kind) ? null : ''];
    }),
  );
}

/** Form values → the request body: an emptied optional input clears the column (null). */
function toBody(def: RecordTable, values: Raw): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of writableFields(def)) {
    const v = values[f.name];
    if (NUMERIC.has(f.kind)) {
      if (v === null || v === '' || v === undefined) {
        if (!f.required) body[f.name] = null;
      } else body[f.name] = Number(v);
    } else {
      const text = typeof v === 'string' ? v.trim() : v;
      body[f.name] = text === '' && !f.required ? null : text;
    }
  }
  return body;
}

/** Validates with the registry's own zod schema: the same rules and message keys as the server. */
function registryResolver(def: RecordTable, isCreate: boolean): Resolver<Raw> {
  const schema = isCreate ? createBodySchema(def) : updateBodySchema(def);
  return async (values) => {
    const body = toBody(def, values);
    const parsed = schema.safeParse(body);
    if (parsed.success) return { values: parsed.data as Raw, errors: {} };
    const errors: FieldErrors<Raw> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'request');
      const missing = body[name] === undefined || body[name] === null || body[name] === '';
      errors[name] ??= { type: 'validation', message: missing ? 'FIELD_REQUIRED' : issue.message };
    }
    return { values: {}, errors };
  };
}

export interface RecordFormProps {
  def: RecordTable;
  /** the row to edit, or null to create one */
  row: TRecordRow | null;
  onDone: () => void;
  onCancel: () => void;
}

/** The create and edit form of a registry table, one input per writable field, built from the registry. */
export function RecordForm({ def, row, onDone, onCancel }: RecordFormProps) {
  const { t } = useTranslation();
  const isCreate = row === null;
  const save = useSaveRecord(def.table);
  const form = useForm<Raw>({
    defaultValues: initialValues(def, row),
    resolver: registryResolver(def, isCreate),
    mode: 'onTouched',
  });
  const id = row ? Number(row[def.pk]) : null;

  const submit = form.handleSubmit((body) =>
    save.mutateAsync({ id, body }).then(
      () => {
        notifySuccess(t('RECORDS.SAVED'), t('RECORDS.SUCCESS'));
        onDone();
      },
      (error: unknown) => {
        let named = false;
        if (error instanceof ApiError) {
          for (const [field, key] of Object.entries(error.fieldErrors)) {
            if (!writableFields(def).some((f) => f.name === field)) continue;
            form.setError(field, { type: 'server', message: key }, { shouldFocus: !named });
            named = true;
          }
        }
        notifyError(error, named ? t('RECORDS.NOT_SAVED') : errorMessage(error, t));
      },
    ),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        {writableFields(def).map((f) => (
          <Controller
            key={f.name}
            control={form.control}
            name={f.name}
            render={({ field, fieldState }) => (
              <FieldInput
                field={f}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={recordErrorText(t, fieldState.error?.message)}
              />
            )}
          />
        ))}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('RECORDS.CANCEL')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(isCreate ? 'RECORDS.CREATE' : 'RECORDS.SAVE')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface FieldInputProps {
  field: RecordField;
  value: string | number | null;
  onChange: (value: string | number | null) => void;
  onBlur: () => void;
  inputRef: (el: HTMLElement | null) => void;
  error: string | undefined;
}

function FieldInput({ field: f, value, onChange, onBlur, inputRef, error }: FieldInputProps) {
  const { t } = useTranslation();
  const common = {
    label: t(fieldLabelKey(f.name)),
    withAsterisk: f.required === true,
    error,
    onBlur,
  };
  switch (f.kind) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          ref={inputRef as never}
          autosize
          minRows={2}
          maxRows={8}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'int':
    case 'money':
      return (
        <NumberInput
          {...common}
          ref={inputRef as never}
          allowDecimal={f.kind === 'money'}
          decimalScale={f.kind === 'money' ? 2 : 0}
          prefix={f.kind === 'money' ? '₹ ' : undefined}
          thousandSeparator={f.kind === 'money' ? ',' : undefined}
          thousandsGroupStyle="lakh"
          min={f.kind === 'money' ? 0 : f.min}
          value={value === null || value === '' ? '' : f.kind === 'money' ? Number(value) / 100 : Number(value)}
          onChange={(v) => {
            if (v === '' || v === null) return onChange(null);
            const n = Number(v);
            onChange(Number.isFinite(n) ? (f.kind === 'money' ? Math.round(n * 100) : n) : null);
          }}
        />
      );
    case 'flag':
      return (
        <Switch
          label={common.label}
          ref={inputRef as never}
          checked={value === 1}
          onChange={(e) => onChange(e.currentTarget.checked ? 1 : 0)}
          onBlur={onBlur}
          error={error}
        />
      );
    case 'code':
      return (
        <Select
          {...common}
          ref={inputRef as never}
          data={(f.codes?.entries ?? []).map((e) => ({ value: String(e.value), label: t(e.labelKey) }))}
          value={value === null ? null : String(value)}
          onChange={(v) => onChange(v === null ? null : Number(v))}
          clearable={!f.required}
          allowDeselect={!f.required}
        />
      );
    case 'ref':
      return <RefSelect field={f} value={value} onChange={onChange} inputRef={inputRef} common={common} />;
    case 'time':
      return (
        <Select
          {...common}
          ref={inputRef as never}
          data={TIME_SLOTS}
          value={value === null || value === '' ? null : String(value)}
          onChange={(v) => onChange(v ?? '')}
          searchable
        />
      );
    case 'image':
      return <ImageField field={f} value={value} onChange={onChange} inputRef={inputRef} common={common} />;
    default:
      return (
        <TextInput
          {...common}
          ref={inputRef as never}
          type={f.kind === 'date' ? 'date' : f.kind === 'email' ? 'email' : f.kind === 'phone' ? 'tel' : 'text'}
          inputMode={f.kind === 'phone' ? 'numeric' : undefined}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}

type Common = { label: string; withAsterisk: boolean; error: string | undefined; onBlur: () => void };

/** A select of another registry table's rows, labelled by that table's search field. */
function RefSelect({
  field: f,
  value,
  onChange,
  inputRef,
  common,
}: Pick<FieldInputProps, 'field' | 'value' | 'onChange' | 'inputRef'> & { common: Common }) {
  const { language } = useLanguage();
  const target = recordTable(f.ref ?? '');
  const options = useRecordOptions(f.ref ?? '', target !== undefined);
  const data = target
    ? (options.data ?? []).map((row) => ({ value: String(row[target.pk]), label: rowLabel(target, row, language) }))
    : [];
  return (
    <Select
      {...common}
      ref={inputRef as never}
      data={data}
      searchable
      clearable={!f.required}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      disabled={options.isPending}
    />
  );
}

/** An image field: upload a file (decoded and stored as WebP by the server) or paste an https URL. */
function ImageField({
  value,
  onChange,
  inputRef,
  common,
}: Pick<FieldInputProps, 'field' | 'value' | 'onChange' | 'inputRef'> & { common: Common }) {
  const { t } = useTranslation();
  const upload = useUploadRecordImage();
  const url = typeof value === 'string' && value ? mediaUrl(value) : null;
  return (
    <Stack gap={6}>
      <TextInput
        {...common}
        ref={inputRef as never}
        value={String(value ?? '')}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <Group gap="sm" align="center">
        <FileButton
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(file) => {
            if (!file) return;
            upload.mutate(file, {
              onSuccess: (img) => onChange(img.url),
              onError: (error) => notifyError(error, errorMessage(error, t)),
            });
          }}
        >
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={upload.isPending}>
              {t('RECORDS.UPLOAD_IMAGE')}
            </Button>
          )}
        </FileButton>
        {url ? <Image src={url} alt={t('RECORDS.IMAGE_PREVIEW')} maw={150} radius="sm" /> : null}
      </Group>
    </Stack>
  );
}
