import { Container, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ClinicShell } from '../../features/clinic/components/clinic-shell';
import { PatientPage } from '../../features/clinic/pages/patient-page';
import { ConsultationPage } from '../../features/clinic-consult/pages/consultation-page';
import { PatientLabReports } from '../../features/clinic-lab/components/patient-lab-reports';
import { VisitLabPanel } from '../../features/clinic-lab/components/visit-lab-panel';
import { LabOrderPage } from '../../features/clinic-lab/pages/order-page';
import { LabTestsPage } from '../../features/clinic-lab/pages/lab-tests-page';
import { LabApprovalsPage, LabWorklistPage } from '../../features/clinic-lab/pages/worklist-page';
import { PatientCareLinks, VisitCareLinks } from './clinic-care-links';

/**
 * The lab's screens (issue 21 point 5, decision 96) inside the clinic desk's frame, and the lab's pieces on other
 * features' pages: the app layer composes, features never import each other. The consultation gets the visit's lab
 * orders and the doctor's ordering control below it; the patient's page gets the released reports. Both get the care
 * plan's links (decisions 97 and 98: prescribe a therapy course, admit to the ward) from `clinic-care-links`.
 */
export const LabWorklistRoute = () => <ClinicShell>{(me) => <LabWorklistPage me={me} />}</ClinicShell>;
export const LabApprovalsRoute = () => <ClinicShell>{(me) => <LabApprovalsPage me={me} />}</ClinicShell>;
export const LabOrderRoute = () => <ClinicShell>{(me) => <LabOrderPage me={me} />}</ClinicShell>;
export const LabTestsRoute = () => <ClinicShell>{(me) => <LabTestsPage me={me} />}</ClinicShell>;

export function ConsultationWithLabRoute() {
  const id = Number(useParams().id);
  return (
    <>
      <ConsultationPage />
      <Container size="xl" pb="md" px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <VisitLabPanel key={id} visitId={id} />
          <VisitCareLinks key={id} visitId={id} />
        </Stack>
      </Container>
    </>
  );
}

export function PatientWithLabRoute() {
  const id = Number(useParams().id);
  return (
    <>
      <PatientPage />
      <Container size="lg" px="xs" pb="md">
        <Stack gap="md">
          <PatientCareLinks key={id} patientId={id} />
          <PatientLabReports key={id} patientId={id} />
        </Stack>
      </Container>
    </>
  );
}
