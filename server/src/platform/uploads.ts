import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@gd/contracts/schemas/owner';
import { AppError } from './errors';
import { imageTooLarge } from './images';
import { fieldWithNul, nulError } from './text-guard';

/** Multipart bodies for uploads: one file of at most 5 MB and a few short fields. */
export async function registerMultipart(api: FastifyInstance): Promise<void> {
  await api.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
    throwFileSizeLimit: true,
  });
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: { bytes: Buffer; filename: string } | null;
}

/** Reads a whole multipart form: its text fields and its one file (field name `file`). */
export async function readForm(req: FastifyRequest): Promise<MultipartForm> {
  if (!req.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'] = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (fieldWithNul(part.filename)) throw nulError(part.fieldname);
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && bytes.length) file = { bytes, filename: part.filename };
      } else if (typeof part.value === 'string') {
        const nul = fieldWithNul({ [part.fieldname]: part.value });
        if (nul) throw nulError(nul);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many parts.');
    }
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw err;
    // The parser's own errors ("Unexpected end of multipart data", a malformed part header): the body stopped
    // before its closing boundary or is not the multipart it claims to be. The client's fault, never a 500.
    throw new AppError(400, 'UPLOAD_INCOMPLETE', 'The upload did not arrive whole. Please try again.');
  }
  return { fields, file };
}
