import { PDFDocument } from 'pdf-lib';
import { DOCUMENT_MAX_BYTES } from '@gd/contracts/schemas/practitioner-profile';
import { AppError } from '../../platform/errors';
import { processImage } from '../../platform/images';

/**
 * Decision 65: a verification proof is an image or a PDF, decided by its bytes (never the name or the browser's
 * type). An image goes through the upload pipeline (decoded, re-encoded as WebP, metadata dropped); a PDF must
 * start with its header, end with its end-of-file mark, parse as a document with at least one page, and carry no
 * scripts, launch actions or embedded files.
 */

export interface CheckedDocument {
  bytes: Buffer;
  contentType: 'image/webp' | 'application/pdf';
  extension: 'webp' | 'pdf';
}

export const unsupportedDocument = () =>
  new AppError(415, 'UNSUPPORTED_DOCUMENT', 'Please upload a PDF or a PNG, JPG, GIF or WebP image.', {
    file: 'UNSUPPORTED_DOCUMENT',
  });
const documentTooLarge = () =>
  new AppError(413, 'DOCUMENT_TOO_LARGE', 'The document must be at most 5 MB.', { file: 'DOCUMENT_TOO_LARGE' });

/** Names in a PDF that make it more than a document to look at. */
const ACTIVE_CONTENT = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)\b/;

export async function checkPdf(bytes: Buffer): Promise<boolean> {
  if (
    !bytes
      .subarray(0, 8)
      .toString('latin1')
      .match(/^%PDF-[12]\.\d/)
  )
    return false;
  if (
    !bytes
      .subarray(Math.max(0, bytes.length - 1024))
      .toString('latin1')
      .includes('%%EOF')
  )
    return false;
  if (ACTIVE_CONTENT.test(bytes.toString('latin1'))) return false;
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}

export async function checkDocument(bytes: Buffer): Promise<CheckedDocument> {
  if (bytes.length > DOCUMENT_MAX_BYTES) throw documentTooLarge();
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    if (!(await checkPdf(bytes))) throw unsupportedDocument();
    return { bytes, contentType: 'application/pdf', extension: 'pdf' };
  }
  try {
    const image = await processImage(bytes, { maxWidth: 2000 });
    return { bytes: image.full, contentType: 'image/webp', extension: 'webp' };
  } catch (err) {
    if (err instanceof AppError && err.messageKey === 'UNSUPPORTED_IMAGE') throw unsupportedDocument();
    throw err;
  }
}
