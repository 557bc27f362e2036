import { type Db, like, toCount } from '../../db/sql';

/** Messages sent through the contact-us form (spec §2, §5) and the admin's list of them (spec §3). */

export function insertMessage(
  db: Db,
  values: {
    name: string;
    email: string | null;
    mobile: string;
    subject: string;
    message: string;
    user_id: number | null;
    created_at: string;
  },
) {
  return db.insertInto('contact_messages').values(values).returning('id').executeTakeFirstOrThrow();
}

export interface MessageFilter {
  q?: string | undefined;
  is_read?: number | undefined;
}

function matching(db: Db, f: MessageFilter) {
  let q = db.selectFrom('contact_messages');
  if (f.is_read !== undefined) q = q.where('is_read', '=', f.is_read);
  if (f.q) {
    const text = f.q;
    q = q.where((eb) =>
      eb.or([
        like('name', text),
        like('email', text),
        like('subject', text),
        like('message', text),
        eb('mobile', '=', text),
      ]),
    );
  }
  return q;
}

const columns = ['id', 'name', 'email', 'mobile', 'subject', 'message', 'is_read', 'created_at'] as const;

/** Newest first. */
export function listMessages(db: Db, f: MessageFilter & { limit: number; offset: number }) {
  return matching(db, f)
    .select([...columns])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}

export async function countMessages(db: Db, f: MessageFilter): Promise<number> {
  const row = await matching(db, f).select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  return toCount(row?.n);
}

export function findMessage(db: Db, id: number) {
  return db
    .selectFrom('contact_messages')
    .select([...columns])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setRead(db: Db, id: number, isRead: number): Promise<void> {
  await db.updateTable('contact_messages').set({ is_read: isRead }).where('id', '=', id).execute();
}

export async function deleteMessage(db: Db, id: number): Promise<void> {
  await db.deleteFrom('contact_messages').where('id', '=', id).execute();
}
