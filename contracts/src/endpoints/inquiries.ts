import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import { ZCreateInquiryRequest } from '../schemas/directory';

/** A visitor's inquiry to a business (the owner reads and deletes them: `owner.ts`). */
export const createInquiry = defineEndpoint({
  method: 'POST',
  path: '/businesses/:id/inquiries',
  tags: ['inquiries'],
  access: 'user',
  summary:
    'Sends an inquiry to an approved business (login required); an Idempotency-Key header (a UUID per submission) makes a repeat within 24 h answer the first answer and store nothing (decision 79)',
  params: ZIdParam,
  body: ZCreateInquiryRequest,
  data: z.object({ id: z.number().int() }),
  errors: [400, 404, 422, 429],
});
