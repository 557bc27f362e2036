import type { FastifyReply } from 'fastify';
import type { TEnvelope } from '@gd/contracts/schemas/common';

/** The success envelope. `message` is shown as a toast by screens that want one. */
export function ok<T>(data: T, message = ''): TEnvelope<T> {
  return { is_error: false, message, data };
}

/**
 * Sends the success envelope as JSON text, past the response schema's check: for hot public routes whose answer
 * is made by code the types already hold to its schema, where checking 20 cards on every request costs more than
 * answering it (the practitioner list and slots, decision 66). The schema still documents the route.
 */
export function sendOk<T>(reply: FastifyReply, data: T): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(ok(data)));
}
