import type { Insertable, Kysely } from 'kysely';
import type { ContactMessagesTable } from '../../modules/contacts/tables';
import type { DB } from '../schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Contact-us messages the admin console shows in the demo (some read, most not). */
const CONTACTS: (Omit<Insertable<ContactMessagesTable>, 'created_at'> & { daysAgo: number })[] = [
  {
    name: 'Kiran Shah',
    email: 'kiran.shah@example.in',
    mobile: '9825098250',
    subject: 'Advertising on the home page',
    message: 'We run a sweet shop in Surat. How can our business appear under Popular Category?',
    is_read: 0,
    daysAgo: 1,
  },
  {
    name: 'Hetal Joshi',
    email: null,
    mobile: '9727012345',
    subject: 'Wrong phone number on a listing',
    message: 'The phone number shown for a tailor in Rajkot belongs to me. Please correct it.',
    is_read: 0,
    daysAgo: 2,
  },
  {
    name: 'Manoj Parmar',
    email: 'manoj.parmar@example.in',
    mobile: '9879011122',
    subject: 'Premium plan invoice',
    message: 'I paid for the Premium Plan by bank transfer. Please send the GST invoice.',
    is_read: 1,
    daysAgo: 5,
  },
  {
    name: 'Nisha Desai',
    email: 'nisha.desai@example.in',
    mobile: '9909123456',
    subject: 'ગુજરાતીમાં શ્રેણી',
    message: 'કૃપા કરીને "ખાખરા ઉત્પાદકો" નામની નવી શ્રેણી ઉમેરો.',
    is_read: 0,
    daysAgo: 8,
  },
  {
    name: 'Ravi Chauhan',
    email: null,
    mobile: '9712345678',
    subject: 'Cannot log in',
    message: 'I forgot the password and I did not give an email at registration. What should I do?',
    is_read: 1,
    daysAgo: 13,
  },
  {
    name: 'Pooja Trivedi',
    email: 'pooja.t@example.in',
    mobile: '9824567890',
    subject: 'Partnership',
    message: 'We organise trade fairs in Ahmedabad and would like to list our events.',
    is_read: 0,
    daysAgo: 21,
  },
];

/** Demo rows of the admin console (called once from seedDemo). */
export async function seedAdminDemo(db: Kysely<DB>, ref: number): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values(
      CONTACTS.map(({ daysAgo, ...c }) => ({
        ...c,
        created_at: new Date(ref - daysAgo * DAY + 10 * HOUR).toISOString(),
      })),
    )
    .execute();
}
