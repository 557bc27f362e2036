import { ClinicShell } from '../../features/clinic/components/clinic-shell';
import { AdmitPage } from '../../features/clinic-ward/pages/admit-page';
import { BedBoardPage } from '../../features/clinic-ward/pages/bed-board-page';
import { KitchenPage } from '../../features/clinic-ward/pages/kitchen-page';
import { StayPage } from '../../features/clinic-ward/pages/stay-page';
import { WardSetupPage } from '../../features/clinic-ward/pages/ward-setup-page';

/**
 * The ward's screens (issue 21 points 1 and 2, decision 98) inside the clinic desk's frame: the app layer composes
 * the clinic feature's shell (who is signed in, the menu) with the ward feature's pages.
 */
export const WardBoardRoute = () => <ClinicShell>{(me) => <BedBoardPage me={me} />}</ClinicShell>;
export const WardSetupRoute = () => <ClinicShell>{(me) => <WardSetupPage me={me} />}</ClinicShell>;
export const WardAdmitRoute = () => <ClinicShell>{(me) => <AdmitPage me={me} />}</ClinicShell>;
export const WardStayRoute = () => <ClinicShell>{(me) => <StayPage me={me} />}</ClinicShell>;
export const WardKitchenRoute = () => <ClinicShell>{(me) => <KitchenPage me={me} />}</ClinicShell>;
