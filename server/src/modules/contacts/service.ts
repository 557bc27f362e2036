import type { z } from 'zod';
import type { ZContactRequest } from '@gd/contracts/schemas/content';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import * as requests from '../requests/service';
import * as repo from './repo';

/**
 * Contact-us messages: the public form stores them (spec §2, §5); the admin console lists, marks and deletes
 * them (it adds the audit entry around these writes).
 */
export type { MessageFilter } from './repo';

/** Stores a contact-us message for the admin contact list; once per Idempotency-Key (decision 79). */
export async function createMessage(
  db: Kysely<DB>,
  input: {
    body: z.output<typeof ZContactRequest>;
    userId: number | null;
    ip: string;
    now: Date;
    idempotencyKey?: string | null;
  },
): Promise<{ result: { id: number }; replayed: boolean }> {
  const idem = input.idempotencyKey
    ? {
        scope: 'contact',
        caller: requests.callerOf(input.userId, input.ip),
        key: input.idempotencyKey,
        request: input.body,
        now: input.now,
      }
    : null;
  return requests.once(db, idem, (trx) =>
    repo.insertMessage(trx, {
      name: input.body.name,
      email: input.body.email ?? null,
      mobile: input.body.mobile,
      subject: input.body.subject,
      message: input.body.message,
      user_id: input.userId,
      created_at: input.now.toISOString(),
    }),
  );
}

export const listMessages = repo.listMessages;
export const countMessages = repo.countMessages;
export const findMessage = repo.findMessage;
export const setRead = repo.setRead;
export const deleteMessage = repo.deleteMessage;

/** Messages the admin has not read yet (the dashboard's badge). */
export const countUnread = (db: Db) => repo.countMessages(db, { is_read: 0 });
