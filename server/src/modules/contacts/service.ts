import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ZContactRequest } from '@gd/contracts/schemas/content';
import type { DB } from '../../db/schema';

/** Stores a contact-us message for the admin contact list (spec §2, §5). */
export async function createMessage(
  db: Kysely<DB>,
  input: { body: z.output<typeof ZContactRequest>; userId: number | null; now: Date },
): Promise<{ id: number }> {
  return db
    .insertInto('contact_messages')
    .values({
      name: input.body.name,
      email: input.body.email ?? null,
      mobile: input.body.mobile,
      subject: input.body.subject,
      message: input.body.message,
      user_id: input.userId,
      created_at: input.now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
