import { ClinicShell } from '../../features/clinic/components/clinic-shell';
import { PharmacyWorkspace } from '../../features/clinic-pharmacy/pages/pharmacy-page';

/** /clinic/pharmacy (issue 21 point 4, decision 95): the pharmacy's workspace inside the clinic desk's frame. */
export function ClinicPharmacyPage() {
  return <ClinicShell>{(me) => <PharmacyWorkspace me={me} />}</ClinicShell>;
}
