import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ZCreatePatientRequest, type TCreatePatientRequest } from '@gd/contracts/schemas/clinic';
import { paths } from '../../../app/paths';
import { DigitsInput } from '../../../components/digits-input';
import { useCities } from '../../../lib/api/get-cities';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useRegisterPatient } from '../api/clinic';
import { canRegister, ClinicShell } from '../components/clinic-shell';

interface PatientForm {
  name: string;
  name_guj: string;
  sex: string;
  birth: 'dob' | 'age';
  dob: string;
  age: string;
  phone: string;
  address: string;
  city_id: string;
  abha_address: string;
  emergency_name: string;
  emergency_phone: string;
  consent: boolean;
}

const FIELDS: readonly Path<PatientForm>[] = [
  'name',
  'name_guj',
  'sex',
  'dob',
  'age',
  'phone',
  'address',
  'city_id',
  'abha_address',
  'emergency_name',
  'emergency_phone',
  'consent',
];

/** /clinic/patients/new (reception, clinic administrators): the registration form of spec §3 with consent. */
export function PatientNewPage() {
  const { t } = useTranslation();
  return (
    <ClinicShell>
      {(me) =>
        canRegister(me) ? (
          <RegisterPatient />
        ) : (
          <Alert color="yellow" role="alert">
            {t('ERRORS.DEPARTMENT_FORBIDDEN')}
          </Alert>
        )
      }
    </ClinicShell>
  );
}

function RegisterPatient() {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const navigate = useNavigate();
  const cities = useCities();
  const registerPatient = useRegisterPatient();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    getValues,
    setError,
    clearErrors,
    control,
    setValue,
    formState: { errors },
  } = useForm<PatientForm>({
    defaultValues: {
      name: '',
      name_guj: '',
      sex: '',
      birth: 'age',
      dob: '',
      age: '',
      phone: '',
      address: '',
      city_id: '',
      abha_address: '',
      emergency_name: '',
      emergency_phone: '',
      consent: false,
    },
  });
  const birth = useWatch({ control, name: 'birth' });
  const sex = useWatch({ control, name: 'sex' });

  // Our own validation (the contract's schema) decides, not react-hook-form's error state: an error set on one
  // submission must not block the next.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const v = getValues();
    clearErrors();
    setFailure(null);
    const body: TCreatePatientRequest = {
      name: v.name,
      name_guj: v.name_guj,
      sex: v.sex === '' ? undefined : Number(v.sex),
      dob: v.birth === 'dob' ? v.dob : '',
      age: v.birth === 'age' ? v.age : '',
      phone: v.phone,
      address: v.address,
      city_id: v.city_id === '' ? null : Number(v.city_id),
      abha_address: v.abha_address,
      emergency_name: v.emergency_name,
      emergency_phone: v.emergency_phone,
      consent: v.consent as true,
      consent_language: language,
    };
    const parsed = ZCreatePatientRequest.safeParse(body);
    if (!parsed.success) {
      const marked = new Set<string>();
      for (const issue of parsed.error.issues) {
        let field = String(issue.path[0] ?? '') as Path<PatientForm>;
        if (field === 'dob' && v.birth === 'age') field = 'age';
        if (!FIELDS.includes(field) || marked.has(field)) continue;
        setError(field, { type: 'zod', message: issue.message }, { shouldFocus: marked.size === 0 });
        marked.add(field);
      }
      return;
    }
    try {
      const patient = await registerPatient.mutateAsync(body);
      notifySuccess(t('CLINIC.PATIENTS.REGISTERED', { case_no: patient.case_no }));
      await navigate(paths.clinicPatient.href({ id: patient.patient_id }));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) setFailure(errorMessage(error, t));
    }
  };

  const err = (field: keyof PatientForm) => fieldErrorText(t, errors[field]);

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('TITLES.CLINIC_PATIENT_NEW')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              {...register('name')}
              label={t('CLINIC.FIELDS.NAME')}
              autoComplete="off"
              required
              maxLength={100}
              error={err('name')}
            />
            <TextInput
              {...register('name_guj')}
              label={t('CLINIC.FIELDS.NAME_GUJ')}
              lang="gu"
              autoComplete="off"
              maxLength={100}
              error={err('name_guj')}
            />
          </SimpleGrid>
          <Radio.Group
            label={t('CLINIC.FIELDS.SEX')}
            required
            value={sex}
            onChange={(value) => {
              setValue('sex', value, { shouldDirty: true });
              clearErrors('sex');
            }}
            error={err('sex')}
          >
            <Group gap="lg" mt={4}>
              <Radio value="1" label={t('CLINIC.SEX.1')} />
              <Radio value="2" label={t('CLINIC.SEX.2')} />
            </Group>
          </Radio.Group>
          <Fieldset legend={t('CLINIC.FIELDS.BIRTH')} variant="unstyled">
            <Radio.Group
              value={birth}
              onChange={(value) => setValue('birth', value as 'dob' | 'age')}
              aria-label={t('CLINIC.FIELDS.BIRTH')}
            >
              <Group gap="lg">
                <Radio value="age" label={t('CLINIC.FIELDS.BIRTH_AGE')} />
                <Radio value="dob" label={t('CLINIC.FIELDS.BIRTH_DOB')} />
              </Group>
            </Radio.Group>
            {birth === 'age' ? (
              <DigitsInput
                {...register('age')}
                label={t('CLINIC.FIELDS.AGE')}
                maxLength={3}
                required
                mt="xs"
                error={err('age')}
              />
            ) : (
              <TextInput
                {...register('dob')}
                type="date"
                label={t('CLINIC.FIELDS.DOB')}
                required
                mt="xs"
                max={new Date().toISOString().slice(0, 10)}
                error={err('dob')}
              />
            )}
          </Fieldset>
          <DigitsInput
            {...register('phone')}
            label={t('CLINIC.FIELDS.PHONE')}
            autoComplete="off"
            maxLength={10}
            required
            error={err('phone')}
          />
          <Textarea
            {...register('address')}
            label={t('CLINIC.FIELDS.ADDRESS')}
            autosize
            minRows={2}
            maxLength={300}
            error={err('address')}
          />
          <NativeSelect
            {...register('city_id')}
            label={t('CLINIC.FIELDS.CITY')}
            error={err('city_id')}
            data={[
              { value: '', label: t('CLINIC.FIELDS.CITY_NONE') },
              ...(cities.data ?? []).map((c) => ({ value: String(c.op_key), label: pick(c.op_value, c.op_value_guj) })),
            ]}
          />
          <TextInput
            {...register('abha_address')}
            label={t('CLINIC.FIELDS.ABHA')}
            description={t('CLINIC.FIELDS.ABHA_HINT')}
            autoComplete="off"
            autoCapitalize="none"
            maxLength={40}
            error={err('abha_address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              {...register('emergency_name')}
              label={t('CLINIC.FIELDS.EMERGENCY_NAME')}
              autoComplete="off"
              maxLength={100}
              error={err('emergency_name')}
            />
            <DigitsInput
              {...register('emergency_phone')}
              label={t('CLINIC.FIELDS.EMERGENCY_PHONE')}
              maxLength={10}
              error={err('emergency_phone')}
            />
          </SimpleGrid>
          <Fieldset legend={t('CLINIC.CONSENT.TITLE')}>
            <Text size="sm" mb="xs" id="consent-purpose">
              {t('CLINIC.CONSENT.HEALTH_RECORDS')}
            </Text>
            <Checkbox
              {...register('consent')}
              label={t('CLINIC.CONSENT.AGREE')}
              aria-describedby="consent-purpose"
              error={err('consent')}
            />
          </Fieldset>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={registerPatient.isPending}>
            {t('CLINIC.PATIENTS.REGISTER')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
