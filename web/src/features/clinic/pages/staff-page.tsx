import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_DEPARTMENTS } from '@gd/contracts/clinic';
import { ZCreateStaffRequest, type TCreateStaffRequest } from '@gd/contracts/schemas/clinic';
import { DigitsInput } from '../../../components/digits-input';
import { PasswordField } from '../../../components/password-field';
import { QueryError } from '../../../components/query-error';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useCreateStaff, useDeactivateStaff, useSetTreasurer, useStaffList } from '../api/clinic';
import { ClinicShell } from '../components/clinic-shell';

/** /clinic/staff (clinic administrators, decision 87): the clinic's staff; add one; deactivate one. */
export function ClinicStaffPage() {
  const { t } = useTranslation();
  return (
    <ClinicShell>
      {(me) =>
        me.is_clinic_admin ? (
          <StaffAdmin selfId={me.staff_id} />
        ) : (
          <Alert color="yellow" role="alert">
            {t('ERRORS.CLINIC_ADMIN_ONLY')}
          </Alert>
        )
      }
    </ClinicShell>
  );
}

interface StaffForm {
  name: string;
  phone: string;
  email: string;
  password: string;
  department_id: string;
  designation: string;
  is_clinic_admin: boolean;
}
const FIELDS: readonly Path<StaffForm>[] = ['name', 'phone', 'email', 'password', 'department_id', 'designation'];

function StaffAdmin({ selfId }: { selfId: number }) {
  const { t } = useTranslation();
  const staff = useStaffList();
  const create = useCreateStaff();
  const deactivate = useDeactivateStaff();
  const treasurer = useSetTreasurer();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    getValues,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<StaffForm>({
    defaultValues: {
      name: '',
      phone: '',
      email: '',
      password: '',
      department_id: '1',
      designation: '',
      is_clinic_admin: false,
    },
  });

  // Our own validation (the contract's schema) decides, not react-hook-form's error state: an error set on one
  // submission must not block the next.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const v = getValues();
    clearErrors();
    setFailure(null);
    const body: TCreateStaffRequest = { ...v, department_id: Number(v.department_id) };
    const parsed = ZCreateStaffRequest.safeParse(body);
    if (!parsed.success) {
      const marked = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as Path<StaffForm>;
        if (!FIELDS.includes(field) || marked.has(field)) continue;
        setError(field, { type: 'zod', message: issue.message }, { shouldFocus: marked.size === 0 });
        marked.add(field);
      }
      return;
    }
    try {
      await create.mutateAsync(body);
      notifySuccess(t('CLINIC.STAFF.ADDED'));
      reset();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) setFailure(errorMessage(error, t));
    }
  };
  const err = (field: keyof StaffForm) => fieldErrorText(t, errors[field]);

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('TITLES.CLINIC_STAFF')}
      </Title>
      {staff.isError ? (
        <QueryError error={staff.error} onRetry={() => void staff.refetch()} />
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(staff.data?.rows ?? []).map((s) => (
            <Card key={s.staff_id} withBorder padding="sm" component="li">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600}>{s.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`CLINIC.DEPARTMENT.${s.department_id}`)}
                    {s.designation ? ` · ${s.designation}` : ''} · {s.phone ?? s.email}
                  </Text>
                </div>
                <Group gap="xs">
                  {s.is_clinic_admin && <Badge variant="light">{t('CLINIC.ADMIN')}</Badge>}
                  {s.is_active && (
                    <Switch
                      label={t('CLINIC.STAFF.TREASURER')}
                      aria-label={t('CLINIC.STAFF.TREASURER_NAMED', { name: s.name })}
                      checked={s.is_treasurer}
                      disabled={treasurer.isPending && treasurer.variables?.id === s.staff_id}
                      onChange={(event) =>
                        void treasurer
                          .mutateAsync({ id: s.staff_id, isTreasurer: event.currentTarget.checked })
                          .then(() => notifySuccess(t('CLINIC.STAFF.TREASURER_SAVED')))
                          .catch((error: unknown) => setFailure(errorMessage(error, t)))
                      }
                    />
                  )}
                  {s.is_active ? (
                    s.staff_id !== selfId && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        loading={deactivate.isPending && deactivate.variables === s.staff_id}
                        onClick={() =>
                          void deactivate
                            .mutateAsync(s.staff_id)
                            .then(() => notifySuccess(t('CLINIC.STAFF.DEACTIVATED')))
                            .catch((error: unknown) => setFailure(errorMessage(error, t)))
                        }
                        aria-label={t('CLINIC.STAFF.DEACTIVATE_NAMED', { name: s.name })}
                      >
                        {t('CLINIC.STAFF.DEACTIVATE')}
                      </Button>
                    )
                  ) : (
                    <Badge color="gray">{t('CLINIC.STAFF.INACTIVE')}</Badge>
                  )}
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <Card withBorder padding="sm" component="section" aria-labelledby="add-staff">
        <Title order={2} size="h5" id="add-staff" mb="xs">
          {t('CLINIC.STAFF.ADD')}
        </Title>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                {...register('name')}
                label={t('CLINIC.FIELDS.NAME')}
                required
                maxLength={100}
                error={err('name')}
              />
              <DigitsInput
                {...register('phone')}
                label={t('CLINIC.FIELDS.PHONE')}
                required
                maxLength={10}
                error={err('phone')}
              />
              <TextInput
                {...register('email')}
                type="email"
                label={t('CLINIC.STAFF.EMAIL')}
                maxLength={254}
                error={err('email')}
              />
              <PasswordField
                {...register('password')}
                label={t('CLINIC.PASSWORD')}
                autoComplete="new-password"
                required
                error={err('password')}
              />
              <NativeSelect
                {...register('department_id')}
                label={t('CLINIC.STAFF.DEPARTMENT')}
                required
                error={err('department_id')}
                data={STAFF_DEPARTMENTS.map((d) => ({ value: String(d), label: t(`CLINIC.DEPARTMENT.${d}`) }))}
              />
              <TextInput
                {...register('designation')}
                label={t('CLINIC.STAFF.DESIGNATION')}
                maxLength={100}
                error={err('designation')}
              />
            </SimpleGrid>
            <Checkbox {...register('is_clinic_admin')} label={t('CLINIC.STAFF.MAKE_ADMIN')} />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Button type="submit" loading={create.isPending}>
              {t('CLINIC.STAFF.ADD')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
