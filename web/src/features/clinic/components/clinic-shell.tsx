import { Alert, Anchor, Box, Button, Container, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DEPARTMENT } from '@gd/contracts/codes';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import { logoutAndReload } from '../../../lib/api/logout';
import { useLanguage } from '../../../lib/use-language';
import { useStaffMe } from '../api/clinic';

/** What a staff member's department (and the administrator flag) lets them open (decisions 86, 87). */
export const canRegister = (me: TStaffSession) => me.is_clinic_admin || me.department_id === DEPARTMENT.RECEPTION;
export const canReadPatients = (me: TStaffSession) =>
  me.is_clinic_admin ||
  me.department_id === DEPARTMENT.RECEPTION ||
  me.department_id === DEPARTMENT.DOCTOR ||
  me.department_id === DEPARTMENT.PANCHAKARMA;

interface NavItem {
  href: string;
  labelKey: string;
  show: (me: TStaffSession) => boolean;
}
const NAV: NavItem[] = [
  { href: paths.clinicHome.href(), labelKey: 'CLINIC.NAV.HOME', show: () => true },
  { href: paths.clinicPatients.href(), labelKey: 'CLINIC.NAV.PATIENTS', show: canReadPatients },
  { href: paths.clinicPatientNew.href(), labelKey: 'CLINIC.NAV.REGISTER', show: canRegister },
  { href: paths.clinicStaff.href(), labelKey: 'CLINIC.NAV.STAFF', show: (me) => me.is_clinic_admin },
  {
    href: paths.clinicMedicines.href(),
    labelKey: 'CONSULT.MEDICINES.TITLE',
    show: (me) => me.is_clinic_admin || me.department_id === DEPARTMENT.DOCTOR,
  },
  { href: paths.clinicAppointments.href(), labelKey: 'CLINIC_APPT.NAV', show: canReadPatients },
  {
    href: paths.clinicTherapy.href(),
    labelKey: 'THERAPY.NAV',
    show: (me) => me.is_clinic_admin || me.department_id !== DEPARTMENT.LAB,
  },
  {
    href: paths.clinicTherapyDay.href(),
    labelKey: 'THERAPY.DAY.NAV',
    show: (me) => me.department_id === DEPARTMENT.PANCHAKARMA,
  },
  // decision 98: every department reads the bed board (the lab and panchakarma find their in-patients there)
  { href: paths.clinicWard.href(), labelKey: 'CLINIC.NAV.WARD', show: () => true },
  // decision 96: the lab's worklist for the lab, reception and doctors; approvals for doctors; the master for its keeper
  {
    href: paths.clinicLab.href(),
    labelKey: 'LAB.NAV',
    show: (me) => me.is_clinic_admin || me.department_id !== DEPARTMENT.PANCHAKARMA,
  },
  {
    href: paths.clinicLabApprovals.href(),
    labelKey: 'LAB.NAV_APPROVALS',
    show: (me) => me.department_id === DEPARTMENT.DOCTOR,
  },
  {
    href: paths.clinicLabTests.href(),
    labelKey: 'LAB.NAV_TESTS',
    show: (me) => me.is_clinic_admin || me.department_id === DEPARTMENT.LAB,
  },
  { href: paths.clinicDaybook.href(), labelKey: 'CLINIC.NAV.DAYBOOK', show: canRegister },
  {
    href: paths.clinicPharmacy.href(),
    labelKey: 'CLINIC.NAV.PHARMACY',
    // decision 95: the counter (reception), the stock (doctors), purchases (treasurers), everything (administrators)
    show: (me) =>
      me.is_clinic_admin ||
      me.is_treasurer ||
      me.department_id === DEPARTMENT.RECEPTION ||
      me.department_id === DEPARTMENT.DOCTOR,
  },
  { href: paths.clinicAccounts.href(), labelKey: 'CLINIC.NAV.ACCOUNTS', show: (me) => me.is_clinic_admin },
];

/**
 * The clinic desk's frame (issue 20): the clinic's name, who is signed in and their department, and the
 * navigation their department may use — big touch targets in one scrollable row on a phone.
 */
export function ClinicShell({ children }: { children: (me: TStaffSession) => ReactNode }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const { pathname } = useLocation();
  const me = useStaffMe();

  if (me.isPending) {
    return (
      <Container py="xl">
        <Loader aria-label={t('APP.LOADING')} />
      </Container>
    );
  }
  if (me.isError) {
    const notStaff = me.error instanceof ApiError && me.error.status === 403;
    return (
      <Container size="sm" py="xl" px="xs">
        <Alert color="red" role="alert" title={t(notStaff ? 'CLINIC.NOT_STAFF_TITLE' : 'CLINIC.LOAD_FAILED')}>
          <Stack gap="xs">
            {notStaff && <Text size="sm">{t('CLINIC.NOT_STAFF')}</Text>}
            <Anchor component={Link} to={paths.clinicLogin.href()}>
              {t('CLINIC.GO_TO_LOGIN')}
            </Anchor>
          </Stack>
        </Alert>
      </Container>
    );
  }
  const staff = me.data;
  return (
    <Container size="lg" px="xs" py="sm">
      <Paper withBorder radius="md" p="sm" mb="md" component="section" aria-label={t('CLINIC.DESK')}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Box>
            <Text fw={700}>{pick(staff.clinic_name, staff.clinic_name_guj)}</Text>
            <Text size="sm" c="dimmed">
              {staff.name} · {t(`CLINIC.DEPARTMENT.${staff.department_id}`)}
              {staff.is_clinic_admin ? ` · ${t('CLINIC.ADMIN')}` : ''}
            </Text>
          </Box>
          <Button variant="default" size="sm" onClick={() => void logoutAndReload()}>
            {t('CLINIC.LOGOUT')}
          </Button>
        </Group>
        <Box component="nav" aria-label={t('CLINIC.NAV.LABEL')} mt="sm" style={{ overflowX: 'auto' }}>
          <Group gap="xs" wrap="nowrap">
            {NAV.filter((item) => item.show(staff)).map((item) => {
              const current = pathname === item.href;
              return (
                <Button
                  key={item.href}
                  component={Link}
                  to={item.href}
                  size="sm"
                  variant={current ? 'filled' : 'light'}
                  aria-current={current ? 'page' : undefined}
                  style={{ flexShrink: 0 }}
                >
                  {t(item.labelKey)}
                </Button>
              );
            })}
          </Group>
        </Box>
      </Paper>
      {children(staff)}
    </Container>
  );
}
