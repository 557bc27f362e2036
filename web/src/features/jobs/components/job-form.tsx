import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { employmentTypes, remoteTypes } from '@gd/contracts/codes';
import { slugify } from '@gd/contracts/patterns';
import { ZCreateJobRequest, ZUpdateJobRequest, type TCreateJobRequest, type TJob } from '@gd/contracts/schemas/jobs';
import type { TMyBusiness } from '@gd/contracts/schemas/owner';
import { ApiError } from '../../../lib/api-client';
import { useCities } from '../../../lib/api/get-cities';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useJobCategories } from '../api/get-job-categories';
import { useSaveJob } from '../api/save-job';
import { jobFieldError, refusalText } from '../utils/format-job';

/** Spec §9: add forms go back 500 ms after success. */
export const BACK_AFTER_MS = 500;

/** What the form holds: every field as typed (numbers as text, '' for none). */
export interface JobFormValues {
  title: string;
  slug: string;
  category_id: string;
  description: string;
  responsibilities: string;
  requirements: string;
  employment_type: string;
  remote_type: string;
  address_line: string;
  city_id: string;
  state: string;
  country: string;
  salary_min: string;
  salary_max: string;
  currency: string;
  experience_min: string;
  experience_max: string;
  apply_email: string;
  apply_url: string;
  status: '0' | '1';
}

const FIELDS: (keyof JobFormValues)[] = [
  'title',
  'slug',
  'category_id',
  'description',
  'responsibilities',
  'requirements',
  'employment_type',
  'remote_type',
  'address_line',
  'city_id',
  'state',
  'country',
  'salary_min',
  'salary_max',
  'currency',
  'experience_min',
  'experience_max',
  'apply_email',
  'apply_url',
  'status',
];

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const rupees = (paise: number | null) => (paise === null ? '' : String(paise / 100));

export function jobToValues(job: TJob): JobFormValues {
  return {
    title: job.title,
    slug: job.slug,
    category_id: text(job.category_id),
    description: job.description,
    responsibilities: text(job.responsibilities),
    requirements: text(job.requirements),
    employment_type: String(job.employment_type),
    remote_type: String(job.remote_type),
    address_line: text(job.address_line),
    city_id: text(job.city_id),
    state: text(job.state),
    country: text(job.country),
    salary_min: rupees(job.salary_min),
    salary_max: rupees(job.salary_max),
    currency: job.currency,
    experience_min: text(job.experience_min),
    experience_max: text(job.experience_max),
    apply_email: text(job.apply_email),
    apply_url: text(job.apply_url),
    status: job.status === 1 ? '1' : '0',
  };
}

const EMPTY: JobFormValues = {
  title: '',
  slug: '',
  category_id: '',
  description: '',
  responsibilities: '',
  requirements: '',
  employment_type: '',
  remote_type: '',
  address_line: '',
  city_id: '',
  state: 'Gujarat',
  country: 'India',
  salary_min: '',
  salary_max: '',
  currency: 'INR',
  experience_min: '',
  experience_max: '',
  apply_email: '',
  apply_url: '',
  status: '1',
};

export interface JobFormProps {
  businesses: TMyBusiness[];
  /** The business chosen beforehand (the dashboard's job tab), if any. */
  initialBusinessId: number | null;
  /** Absent: the add form; present: the update form (its business is fixed). */
  job?: TJob;
  onDone: () => void;
}

/**
 * Add / update job (spec §5, §7): title, slug, description, employment type and remote type required; apply
 * email a valid email, apply URL a link, salary and experience numbers; status required on update. Choosing a
 * business fills the category from it (the job category tied to the business's category); only active job
 * categories are listed; the slug follows the title until the owner edits it.
 */
export function JobForm(props: JobFormProps) {
  const categories = useJobCategories();
  // The category follows the chosen business: wait for the categories (a failure still shows the form).
  if (categories.isPending) return <Skeleton height={480} radius="md" aria-busy="true" />;
  return <JobFormFields {...props} />;
}

function JobFormFields({ businesses, initialBusinessId, job, onDone }: JobFormProps) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const categories = useJobCategories();
  const cities = useCities();
  const save = useSaveJob();
  const [businessId, setBusinessId] = useState<number | null>(
    job?.business_id ?? initialBusinessId ?? (businesses.length === 1 ? (businesses[0]?.business_id ?? null) : null),
  );
  const [businessError, setBusinessError] = useState(false);
  const [slugEdited, setSlugEdited] = useState(Boolean(job));
  const [warning, setWarning] = useState(false);
  const [done, setDone] = useState(false);
  const categoryFor = (id: number | null) => {
    const business = businesses.find((b) => b.business_id === id);
    const match = categories.data?.find(
      (c) => business?.category_id != null && c.business_category_id === business.category_id,
    );
    return match ? String(match.job_cat_id) : '';
  };
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<JobFormValues>({
    resolver: zodResolver(job ? ZUpdateJobRequest : ZCreateJobRequest) as unknown as Resolver<JobFormValues>,
    defaultValues: job ? jobToValues(job) : { ...EMPTY, category_id: categoryFor(businessId) },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;
  const err = (name: keyof JobFormValues) => jobFieldError(t, errors[name]);

  const pickBusiness = (value: string) => {
    const id = value ? Number(value) : null;
    setBusinessId(id);
    setBusinessError(false);
    if (!job) setValue('category_id', categoryFor(id), { shouldDirty: true });
  };

  const submit = handleSubmit(
    async (values) => {
      if (!businessId) {
        setBusinessError(true);
        setWarning(true);
        return;
      }
      setWarning(false);
      // The resolver hands over the parsed values: numbers, nulls for empty fields, the slug in lower case.
      const body = values as unknown as TCreateJobRequest;
      try {
        if (job) await save.mutateAsync({ businessId, jobId: job.job_id, body: { ...body, status: values.status } });
        else await save.mutateAsync({ businessId, body });
      } catch (error) {
        applyServerFieldErrors(error, setError, FIELDS);
        const refused = error instanceof ApiError && error.status > 0 && error.status < 500;
        notifyError(error, refused ? refusalText(t, error) : t(job ? 'JOBS.UPDATE_FAILED' : 'JOBS.CREATE_FAILED'));
        return;
      }
      notifySuccess(t(job ? 'JOBS.UPDATED' : 'JOBS.CREATED'));
      setDone(true);
      setTimeout(onDone, BACK_AFTER_MS);
    },
    () => {
      if (!businessId) setBusinessError(true);
      setWarning(true);
    },
  );

  const titleField = register('title', {
    onChange: (e: { target: { value: string } }) => {
      if (!slugEdited)
        setValue('slug', e.target.value.trim() ? slugify(e.target.value) : '', { shouldValidate: false });
    },
  });
  const slugField = register('slug', { onChange: () => setSlugEdited(true) });
  const codeOptions = (entries: readonly { value: number; labelKey: string }[]) => [
    { value: '', label: t('JOBS.SELECT') },
    ...entries.map((c) => ({ value: String(c.value), label: t(c.labelKey) })),
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          {warning ? (
            <Alert color="orange" variant="light" role="alert" title={t('MESSAGES.VALIDATION')}>
              {t('JOBS.FIX_ERRORS')}
            </Alert>
          ) : null}
          <NativeSelect
            label={t('JOBS.BUSINESS')}
            required
            disabled={Boolean(job)}
            value={businessId ? String(businessId) : ''}
            onChange={(e) => pickBusiness(e.currentTarget.value)}
            data={[
              { value: '', label: t('JOBS.SELECT_BUSINESS') },
              ...businesses.map((b) => ({
                value: String(b.business_id),
                label: b.business_name ?? `#${b.business_id}`,
              })),
            ]}
            error={businessError ? t('JOBS.VALIDATION.BUSINESS_REQUIRED') : undefined}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...titleField} label={t('JOBS.TITLE')} required maxLength={150} error={err('title')} />
            <TextInput
              {...slugField}
              label={t('JOBS.SLUG')}
              description={t('JOBS.SLUG_HINT')}
              required
              maxLength={160}
              error={err('slug')}
            />
          </SimpleGrid>
          <NativeSelect
            {...register('category_id')}
            label={t('JOBS.CATEGORY')}
            data={[
              { value: '', label: t('JOBS.SELECT') },
              ...(categories.data ?? []).map((c) => ({
                value: String(c.job_cat_id),
                label: pick(c.name, c.name_guj),
              })),
            ]}
            error={categories.isError ? t('JOBS.CATEGORIES_FAILED') : err('category_id')}
          />
          <Textarea
            {...register('description')}
            label={t('JOBS.DESCRIPTION')}
            required
            autosize
            minRows={3}
            maxRows={10}
            maxLength={5000}
            error={err('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Textarea
              {...register('responsibilities')}
              label={t('JOBS.RESPONSIBILITIES')}
              description={t('JOBS.COMMA_HINT')}
              autosize
              minRows={2}
              maxLength={3000}
              error={err('responsibilities')}
            />
            <Textarea
              {...register('requirements')}
              label={t('JOBS.REQUIREMENTS')}
              description={t('JOBS.COMMA_HINT')}
              autosize
              minRows={2}
              maxLength={3000}
              error={err('requirements')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              {...register('employment_type')}
              label={t('JOBS.EMPLOYMENT_TYPE')}
              required
              data={codeOptions(employmentTypes.entries)}
              error={err('employment_type')}
            />
            <NativeSelect
              {...register('remote_type')}
              label={t('JOBS.REMOTE_TYPE')}
              required
              data={codeOptions(remoteTypes.entries)}
              error={err('remote_type')}
            />
          </SimpleGrid>
          <TextInput
            {...register('address_line')}
            label={t('JOBS.ADDRESS_LINE')}
            maxLength={300}
            error={err('address_line')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NativeSelect
              {...register('city_id')}
              label={t('JOBS.CITY')}
              data={[
                { value: '', label: t('JOBS.SELECT') },
                ...(cities.data ?? []).map((c) => ({
                  value: String(c.op_key),
                  label: pick(c.op_value, c.op_value_guj),
                })),
              ]}
              error={err('city_id')}
            />
            <TextInput {...register('state')} label={t('JOBS.STATE')} maxLength={80} error={err('state')} />
            <TextInput {...register('country')} label={t('JOBS.COUNTRY')} maxLength={80} error={err('country')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              {...register('salary_min')}
              label={t('JOBS.SALARY_MIN')}
              inputMode="decimal"
              error={err('salary_min')}
            />
            <TextInput
              {...register('salary_max')}
              label={t('JOBS.SALARY_MAX')}
              inputMode="decimal"
              error={err('salary_max')}
            />
            <TextInput {...register('currency')} label={t('JOBS.CURRENCY')} maxLength={3} error={err('currency')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              {...register('experience_min')}
              label={t('JOBS.EXPERIENCE_MIN')}
              inputMode="numeric"
              error={err('experience_min')}
            />
            <TextInput
              {...register('experience_max')}
              label={t('JOBS.EXPERIENCE_MAX')}
              inputMode="numeric"
              error={err('experience_max')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              {...register('apply_email')}
              type="email"
              label={t('JOBS.APPLY_EMAIL')}
              error={err('apply_email')}
            />
            <TextInput
              {...register('apply_url')}
              type="url"
              label={t('JOBS.APPLY_URL')}
              placeholder="https://"
              error={err('apply_url')}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <div role="group" aria-labelledby="job-status-label">
                <Text id="job-status-label" fw={500} size="sm" mb={4}>
                  {t('JOBS.STATUS')}{' '}
                  <Text span c="red" aria-hidden="true">
                    *
                  </Text>
                </Text>
                <SegmentedControl
                  value={field.value}
                  onChange={(v) => field.onChange(v)}
                  data={[
                    { value: '1', label: t('JOBS.ACTIVE') },
                    { value: '0', label: t('JOBS.INACTIVE') },
                  ]}
                />
                {errors.status ? (
                  <Text c="red.8" size="xs" mt={4}>
                    {err('status')}
                  </Text>
                ) : null}
              </div>
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={done}>
              {t('JOBS.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
