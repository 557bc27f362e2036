import { ClinicShell } from '../../features/clinic/components/clinic-shell';
import { TherapyBoardPage } from '../../features/clinic-therapy/pages/board-page';
import { TherapyCoursePage } from '../../features/clinic-therapy/pages/course-page';
import { TherapyDayPage } from '../../features/clinic-therapy/pages/day-page';
import { TherapyPrescribePage } from '../../features/clinic-therapy/pages/prescribe-page';
import { TherapyRoomsPage } from '../../features/clinic-therapy/pages/rooms-page';

/**
 * The therapy screens (issue 21 point 3, decision 97) inside the clinic desk's frame: the app layer composes the
 * clinic feature's shell (who is signed in, the menu) with the therapy feature's pages.
 */
export const TherapyBoardRoute = () => <ClinicShell>{(me) => <TherapyBoardPage me={me} />}</ClinicShell>;
export const TherapyDayRoute = () => <ClinicShell>{(me) => <TherapyDayPage me={me} />}</ClinicShell>;
export const TherapyRoomsRoute = () => <ClinicShell>{(me) => <TherapyRoomsPage me={me} />}</ClinicShell>;
export const TherapyPrescribeRoute = () => <ClinicShell>{(me) => <TherapyPrescribePage me={me} />}</ClinicShell>;
export const TherapyCourseRoute = () => <ClinicShell>{(me) => <TherapyCoursePage me={me} />}</ClinicShell>;
