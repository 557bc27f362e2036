import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import {
  ZBoardQuery,
  ZMarkSession,
  ZPlanSchedule,
  ZProposal,
  ZProposalQuery,
  ZReschedule,
  ZTherapyBoard,
  ZTherapyHours,
  ZTherapyHoursUpdate,
  ZTherapyMasters,
  ZTherapyPlanCreate,
  ZTherapyPlanDetail,
  ZTherapyPlanQuery,
  ZTherapyPlans,
  ZTherapyRoom,
  ZTherapyRoomCreate,
  ZTherapyRooms,
  ZTherapyRoomUpdate,
  ZTherapySession,
} from '../schemas/clinic-therapy';

/**
 * Panchakarma and therapy courses and yoga sessions (issue 21 point 3, decision 97; the `therapy` module). Staff of
 * the clinic only: the lab is refused; another clinic's room, course, session, patient or therapist is a 404.
 * Doctors prescribe and stop courses; reception and the clinic administrator schedule and reschedule; a therapist
 * (panchakarma) marks their own sessions; the administrator keeps the rooms and the hours.
 */
const tags = ['clinic'] as const;

export const therapyRooms = defineEndpoint({
  method: 'GET',
  path: '/clinic/therapy-rooms',
  tags,
  access: 'staff',
  summary: "The clinic's therapy rooms and yoga halls (active and retired) and its hours for therapies",
  data: ZTherapyRooms,
  errors: [403],
});

export const createTherapyRoom = defineEndpoint({
  method: 'POST',
  path: '/clinic/therapy-rooms',
  tags,
  access: 'staff',
  summary: 'The clinic administrator adds a therapy room or yoga hall (one name per clinic)',
  body: ZTherapyRoomCreate,
  data: ZTherapyRoom,
  status: 201,
  errors: [400, 403, 409],
});

export const updateTherapyRoom = defineEndpoint({
  method: 'PATCH',
  path: '/clinic/therapy-rooms/:id',
  tags,
  access: 'staff',
  summary: 'The clinic administrator renames a room, changes its kind or retires it (its sessions stay)',
  params: ZIdParam,
  body: ZTherapyRoomUpdate,
  data: ZTherapyRoom,
  errors: [400, 403, 404, 409],
});

export const setTherapyHours = defineEndpoint({
  method: 'PUT',
  path: '/clinic/therapy-hours',
  tags,
  access: 'staff',
  summary: "The clinic administrator sets the clinic's hours for therapies (on the half hour, India time)",
  body: ZTherapyHoursUpdate,
  data: ZTherapyHours,
  errors: [400, 403, 409],
});

export const therapyMasters = defineEndpoint({
  method: 'GET',
  path: '/clinic/therapy-masters',
  tags,
  access: 'staff',
  summary: 'The active therapies and yoga practices a course may name, with duration and price a session',
  data: ZTherapyMasters,
  errors: [403],
});

export const createTherapyPlan = defineEndpoint({
  method: 'POST',
  path: '/clinic/therapy-plans',
  tags,
  access: 'staff',
  summary:
    'A doctor prescribes a course (therapy or yoga, days, sessions a day, start date) for a patient, from a visit or not; its sessions wait to be scheduled',
  body: ZTherapyPlanCreate,
  data: ZTherapyPlanDetail,
  status: 201,
  errors: [400, 403, 404],
});

export const therapyPlans = defineEndpoint({
  method: 'GET',
  path: '/clinic/therapy-plans',
  tags,
  access: 'staff',
  summary: "A patient's courses, newest first, with their sessions counted by state",
  query: ZTherapyPlanQuery,
  data: ZTherapyPlans,
  errors: [400, 403, 404],
});

export const therapyPlan = defineEndpoint({
  method: 'GET',
  path: '/clinic/therapy-plans/:id',
  tags,
  access: 'staff',
  summary: 'A course with every session, rescheduled ones included (the history)',
  params: ZIdParam,
  data: ZTherapyPlanDetail,
  errors: [403, 404],
});

export const stopTherapyPlan = defineEndpoint({
  method: 'POST',
  path: '/clinic/therapy-plans/:id/stop',
  tags,
  access: 'staff',
  summary: 'A doctor or the administrator stops a course: its sessions not yet taken or missed are cancelled',
  params: ZIdParam,
  data: ZTherapyPlanDetail,
  errors: [403, 404, 409],
});

export const therapyProposal = defineEndpoint({
  method: 'GET',
  path: '/clinic/therapy-plans/:id/proposal',
  tags,
  access: 'staff',
  summary:
    'The first free room and therapist for each session still to schedule, from a preferred time on each day (a proposal: the database still decides when it is booked)',
  params: ZIdParam,
  query: ZProposalQuery,
  data: ZProposal,
  errors: [400, 403, 404],
});

export const scheduleTherapyPlan = defineEndpoint({
  method: 'POST',
  path: '/clinic/therapy-plans/:id/schedule',
  tags,
  access: 'staff',
  summary:
    'Reception schedules sessions of a course to a day, time, room and therapist, all or none; a slot taken meanwhile is a 409 naming the item',
  params: ZIdParam,
  body: ZPlanSchedule,
  data: ZTherapyPlanDetail,
  errors: [400, 403, 404, 409],
});

export const therapySessions = defineEndpoint({
  method: 'GET',
  path: '/clinic/therapy-sessions',
  tags,
  access: 'staff',
  summary:
    "A day's board: the rooms, therapists, slots and sessions of the day (one therapist's with therapist_id), and the sessions still to schedule",
  query: ZBoardQuery,
  data: ZTherapyBoard,
  errors: [400, 403, 404],
});

export const rescheduleTherapySession = defineEndpoint({
  method: 'POST',
  path: '/clinic/therapy-sessions/:id/reschedule',
  tags,
  access: 'staff',
  summary:
    'Reception moves a scheduled (or missed) session to a new free day, time, room and therapist in one transaction; the old slots are freed and the old session kept as history',
  params: ZIdParam,
  body: ZReschedule,
  data: ZTherapySession,
  errors: [400, 403, 404, 409],
});

export const markTherapySession = defineEndpoint({
  method: 'POST',
  path: '/clinic/therapy-sessions/:id/mark',
  tags,
  access: 'staff',
  summary: 'The session’s therapist (or reception) marks a scheduled session of today or earlier taken or missed, once',
  params: ZIdParam,
  body: ZMarkSession,
  data: ZTherapySession,
  errors: [400, 403, 404, 409],
});
