import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { useLanguage } from '../../../lib/use-language';
import { useDoctors } from '../api/clinic';
import { canReadPatients, canRegister, ClinicShell } from '../components/clinic-shell';

/** /clinic (staff): the desk's home — what this department does first, and the clinic's doctors today. */
export function ClinicHomePage() {
  return <ClinicShell>{(me) => <Home canRead={canReadPatients(me)} canAdd={canRegister(me)} />}</ClinicShell>;
}

function Home({ canRead, canAdd }: { canRead: boolean; canAdd: boolean }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const doctors = useDoctors();
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('TITLES.CLINIC_HOME')}
      </Title>
      {(canRead || canAdd) && (
        <Group gap="sm" grow>
          {canAdd && (
            <Button component={Link} to={paths.clinicPatientNew.href()} size="md">
              {t('CLINIC.NAV.REGISTER')}
            </Button>
          )}
          {canRead && (
            <Button component={Link} to={paths.clinicPatients.href()} size="md" variant="light">
              {t('CLINIC.PATIENTS.FIND')}
            </Button>
          )}
        </Group>
      )}
      {/* The OPD desk (the clinic-desk feature's pages, by their paths): registration and bill, the queue. */}
      <Group gap="sm" grow>
        {canAdd && (
          <Button component={Link} to={paths.clinicDesk.href()} size="md" variant="light">
            {t('OPD.REGISTER.TITLE')}
          </Button>
        )}
        <Button component={Link} to={paths.clinicQueue.href()} size="md" variant="light">
          {t('OPD.QUEUE.TITLE')}
        </Button>
      </Group>
      <Title order={2} size="h4">
        {t('CLINIC.DOCTORS')}
      </Title>
      {doctors.isError ? (
        <QueryError error={doctors.error} onRetry={() => void doctors.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {(doctors.data ?? []).map((d) => (
            <Card key={d.doctor_id} withBorder padding="sm">
              <Text fw={600}>{d.name}</Text>
              {d.sub_department_name && (
                <Text size="sm" c="dimmed">
                  {pick(d.sub_department_name, d.sub_department_name_guj)}
                </Text>
              )}
              {d.designation && (
                <Badge variant="light" mt={4}>
                  {d.designation}
                </Badge>
              )}
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
