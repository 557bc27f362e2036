import type { TAdminContact, TAdminListQuery } from '@gd/contracts/schemas/admin';
import type { TList } from '@gd/contracts/schemas/common';
import { AppError } from '../../platform/errors';
import { audit } from '../audit/service';
import * as contacts from '../contacts/service';
import { type AdminCtx, iso } from './context';
import { pagedOrAll } from './csv';

/** Spec §3: the contact-us messages, newest first, with search and a read/unread filter. */

const contactNotFound = () => AppError.notFound('CONTACT_NOT_FOUND', 'Contact message not found.');

export function listContacts(
  ctx: AdminCtx,
  query: TAdminListQuery & { is_read?: number | undefined },
): Promise<TList<TAdminContact>> {
  const filter = { q: query.q, is_read: query.is_read };
  return pagedOrAll(
    query,
    (limit, offset) => contacts.listMessages(ctx.db, { ...filter, limit, offset }),
    () => contacts.countMessages(ctx.db, filter),
  );
}

export async function setContactRead(ctx: AdminCtx, actorUserId: number, id: number, isRead: number) {
  const now = iso(ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    const before = await contacts.findMessage(trx, id);
    if (!before) throw contactNotFound();
    await contacts.setRead(trx, id, isRead);
    await audit(trx, {
      actorUserId,
      action: isRead ? 'contact.read' : 'contact.unread',
      entity: 'contact_messages',
      entityId: id,
      before: { is_read: before.is_read },
      after: { is_read: isRead },
      at: now,
    });
    return { ...before, is_read: isRead };
  });
}

export async function deleteContact(ctx: AdminCtx, actorUserId: number, id: number) {
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    const before = await contacts.findMessage(trx, id);
    if (!before) throw contactNotFound();
    await contacts.deleteMessage(trx, id);
    await audit(trx, {
      actorUserId,
      action: 'contact.delete',
      entity: 'contact_messages',
      entityId: id,
      before,
      at: now,
    });
  });
}
