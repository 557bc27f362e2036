import { defineEndpoint } from '../endpoint';
import { ZAccounts, ZAccountsCsvQuery, ZAccountsQuery } from '../schemas/clinic-accounts';

/**
 * The clinic's accounts (issue 21 point 6, decision 99; the `accounts` module): clinic administrators only, always
 * their own clinic. Money is integer paise (the CSV: rupees).
 */
const tags = ['clinic'] as const;

export const clinicAccounts = defineEndpoint({
  method: 'GET',
  path: '/clinic/accounts',
  tags,
  access: 'staff',
  summary:
    "Every document of money of a period (India dates, at most 366 days; this month by default) in date order 50 a page, totals in and out by series and by payment mode, and each series' numbers per financial year checked for gaps",
  query: ZAccountsQuery,
  data: ZAccounts,
  errors: [400, 403],
});

export const clinicAccountsCsv = defineEndpoint({
  method: 'GET',
  path: '/clinic/accounts.csv',
  tags,
  access: 'staff',
  summary:
    "The period's documents as CSV (a header row, a UTF-8 byte-order mark, amounts in rupees with two decimals, money in and out in their own columns, a total row)",
  query: ZAccountsCsvQuery,
  produces: 'file',
  errors: [400, 403],
});
