import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZContactRequest } from '../schemas/content';

/** Contact us (spec §2, §5): open to everyone (the sender's account is noted when a token comes), rate limited. */
export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: '/contact',
  tags: ['contacts'],
  access: 'optional',
  summary:
    'Sends a contact-us message (stored for the admin contact list); an Idempotency-Key header (a UUID per submission) makes a repeat within 24 h answer the first answer and store nothing (decision 79)',
  body: ZContactRequest,
  data: z.object({ id: z.number().int() }),
  errors: [400, 422, 429],
});
