import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  PRACTITIONER_BANNERS_MAX,
  PRACTITIONER_GALLERY_MAX,
  type TMedia,
  type TVerification,
  ZMediaFields,
  ZVerificationFields,
} from '@gd/contracts/schemas/practitioner-profile';
import type { DB } from '../../db/schema';
import { publicDataChanged } from '../../platform/changes';
import { AppError, zodFieldErrors } from '../../platform/errors';
import { processImage } from '../../platform/images';
import type { PrivateFiles } from '../../platform/private-files';
import type { FileStorage } from '../../platform/storage';
import type { MultipartForm } from '../../platform/uploads';
import { audit } from '../audit/service';
import { checkDocument } from './documents';
import * as repo from './profile-repo';
import { verificationOf } from './profile-service';

/**
 * Decision 65: the practitioner's uploads. Photos, gallery and banners go through the image pipeline into the
 * public uploads (a limit on each); a verification proof goes into private files and is read back only by its
 * practitioner and by admins (`documentFile`).
 */

export interface FilesCtx {
  db: Kysely<DB>;
  storage: FileStorage;
  files: PrivateFiles;
  now: Date;
}

const fileKey = (folder: string, id: number) =>
  `${folder}/${id}/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;

function requireFile(form: MultipartForm) {
  if (!form.file) throw AppError.validation('file', 'NO_FILE_SELECTED', 'Please select a file to upload');
  return form.file;
}

function fieldsOf<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError(400, 'VALIDATION', 'Please check the highlighted fields.', zodFieldErrors(parsed.error.issues));
  }
  return parsed.data;
}

export async function uploadPhoto(ctx: FilesCtx, id: number, form: MultipartForm): Promise<{ photo: string }> {
  const image = await processImage(requireFile(form).bytes, { maxWidth: 640, thumbWidth: 160 });
  const before = await repo.practitionerRow(ctx.db, id);
  const url = await ctx.storage.put(`${fileKey('practitioners', id)}.webp`, image.full, 'image/webp');
  await repo.setPhoto(ctx.db, id, url, ctx.now.toISOString());
  publicDataChanged(ctx.db, { topic: 'practitioners', id }); // the rendered profile shows the new photo
  await ctx.storage.remove(before?.photo);
  return { photo: url };
}

export async function addMedia(ctx: FilesCtx, id: number, form: MultipartForm): Promise<TMedia> {
  const { kind } = fieldsOf(ZMediaFields, form.fields);
  const max = kind === 'banner' ? PRACTITIONER_BANNERS_MAX : PRACTITIONER_GALLERY_MAX;
  const file = requireFile(form);
  const full = () => new AppError(409, 'MEDIA_FULL', `At most ${max} images of this kind.`, { file: 'MEDIA_FULL' });
  if ((await repo.countMedia(ctx.db, id, kind)) >= max) throw full();
  const image = await processImage(file.bytes, kind === 'banner' ? { maxWidth: 1600, thumbWidth: 480 } : {});
  const key = fileKey(`practitioners/${kind}`, id);
  const photo_url = await ctx.storage.put(`${key}.webp`, image.full, 'image/webp');
  const thumb_url = await ctx.storage.put(`${key}-thumb.webp`, image.thumb, 'image/webp');
  const now = ctx.now.toISOString();
  let row;
  try {
    // Counted again under the practitioner's row lock: uploads racing past the limit get 409, not a 13th photo.
    row = await ctx.db.transaction().execute(async (trx) => {
      await repo.touch(trx, id, now);
      const count = await repo.countMedia(trx, id, kind);
      if (count >= max) throw full();
      return repo.insertMedia(trx, { practitioner_id: id, kind, photo_url, thumb_url, sort_order: count, now });
    });
  } catch (err) {
    await Promise.all([ctx.storage.remove(photo_url), ctx.storage.remove(thumb_url)]);
    throw err;
  }
  publicDataChanged(ctx.db, { topic: 'practitioners', id });
  return { media_id: row.media_id, kind, photo_url: row.photo_url, thumb_url: row.thumb_url };
}

export async function deleteMedia(ctx: FilesCtx, id: number, mediaId: number): Promise<void> {
  const media = await repo.findMedia(ctx.db, id, mediaId);
  if (!media) throw AppError.notFound('PHOTO_NOT_FOUND', 'Image not found.');
  await repo.deleteMedia(ctx.db, mediaId);
  publicDataChanged(ctx.db, { topic: 'practitioners', id });
  await Promise.all([ctx.storage.remove(media.photo_url), ctx.storage.remove(media.thumb_url)]);
}

/**
 * The practitioner submits their registration and its proof. A rejected or pending practitioner is pending
 * (again); a verified one stays verified when the registration is unchanged (a clearer copy of the same proof)
 * and is pending again when the council or number changed, until an admin looks at it.
 */
export async function submitVerification(
  ctx: FilesCtx & { userId: number },
  id: number,
  form: MultipartForm,
): Promise<TVerification> {
  const fields = fieldsOf(ZVerificationFields, form.fields);
  const doc = await checkDocument(requireFile(form).bytes);
  const key = `practitioner-documents/${fileKey('p', id)}.${doc.extension}`;
  await ctx.files.put(key, doc.bytes);
  const now = ctx.now.toISOString();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.touch(trx, id, now);
      const [row, reg] = await Promise.all([repo.practitionerRow(trx, id), repo.registration(trx, id)]);
      if (!row) throw AppError.notFound('PRACTITIONER_NOT_FOUND', 'Practitioner not found.');
      const changed =
        reg?.registration_council !== fields.registration_council ||
        reg?.registration_number !== fields.registration_number;
      await repo.saveRegistration(trx, id, {
        council: fields.registration_council,
        number: fields.registration_number,
        clinicName: row.name,
        now,
      });
      const documentId = await repo.insertDocument(trx, {
        practitioner_id: id,
        storage_key: key,
        content_type: doc.contentType,
        size_bytes: doc.bytes.length,
        registration_council: fields.registration_council,
        registration_number: fields.registration_number,
        now,
      });
      const pending = row.is_approve !== 1 || changed;
      if (pending) await repo.setPending(trx, id, now);
      await audit(trx, {
        actorUserId: ctx.userId,
        action: 'practitioner.verification_submitted',
        entity: 'practitioner',
        entityId: id,
        before: { is_approve: row.is_approve },
        after: { is_approve: pending ? 0 : row.is_approve, document_id: documentId },
      });
    });
  } catch (err) {
    await ctx.files.remove(key);
    throw err;
  }
  // A changed registration takes the practitioner off the public pages until an admin verifies them again.
  publicDataChanged(ctx.db, { topic: 'practitioners', id });
  return verificationOf(ctx.db, id);
}

/**
 * A proof document's bytes, for its own practitioner (`practitionerId`) or an admin; anyone else — another
 * practitioner, a patient — gets the same 404 as for a document that does not exist.
 */
export async function documentFile(
  ctx: Pick<FilesCtx, 'db' | 'files'>,
  caller: { admin: boolean; practitionerId: number | null },
  documentId: number,
): Promise<{ bytes: Buffer; contentType: string; filename: string }> {
  const missing = () => AppError.notFound('DOCUMENT_NOT_FOUND', 'Document not found.');
  const doc = await repo.findDocument(ctx.db, documentId);
  if (!doc || (!caller.admin && caller.practitionerId !== doc.practitioner_id)) throw missing();
  const bytes = await ctx.files.read(doc.storage_key);
  if (!bytes) throw missing();
  const extension = doc.content_type === 'application/pdf' ? 'pdf' : 'webp';
  return { bytes, contentType: doc.content_type, filename: `registration-proof-${doc.document_id}.${extension}` };
}

/** The latest proof document of a practitioner, for the admin's verification queue (null when none). */
export async function latestDocumentOf(db: Kysely<DB>, practitionerId: number) {
  return (await verificationOf(db, practitionerId)).document;
}
