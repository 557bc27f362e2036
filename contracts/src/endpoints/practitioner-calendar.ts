import { defineEndpoint } from '../endpoint';
import { ZEarnings, ZEarningsQuery, ZWeek, ZWeekQuery } from '../schemas/practitioner-calendar';

/** Decision 65: the practitioner's week calendar and this month's earnings (their own appointments only). */
const tags = ['practitioners'] as const;
const errors = [400, 401, 403] as const;

export const weekAppointments = defineEndpoint({
  method: 'GET',
  path: '/practitioner/appointments/week',
  tags,
  access: 'practitioner',
  summary: "Seven days of the practitioner's slots and appointments from `start` (default: this week's Monday)",
  query: ZWeekQuery,
  data: ZWeek,
  errors,
});

export const earnings = defineEndpoint({
  method: 'GET',
  path: '/practitioner/earnings',
  tags,
  access: 'practitioner',
  summary: "A month's checked-out visits and fees in paise, paid online and at the clinic, by day",
  query: ZEarningsQuery,
  data: ZEarnings,
  errors,
});
