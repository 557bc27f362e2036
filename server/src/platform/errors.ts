import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TErrorEnvelope } from '@gd/contracts/schemas/common';

/**
 * The one error type of the server: a status, a machine-readable message key and an English message.
 * Services throw it; the error handler turns it into the envelope.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(messageKey = 'NOT_FOUND', message = 'Not found.') {
    return new AppError(404, messageKey, message);
  }
  static forbidden(messageKey = 'FORBIDDEN', message = 'You are not allowed to do this.') {
    return new AppError(403, messageKey, message);
  }
  static unauthorized(messageKey = 'UNAUTHORIZED', message = 'Please log in.') {
    return new AppError(401, messageKey, message);
  }
  static conflict(field: string, messageKey: string, message: string) {
    return new AppError(409, messageKey, message, { [field]: messageKey });
  }
  static validation(field: string, messageKey: string, message = 'Please check the highlighted fields.') {
    return new AppError(400, messageKey, message, { [field]: messageKey });
  }
}

/** Fastify's own client errors, with the message we show for each. */
const FASTIFY_CLIENT_ERRORS: Record<string, { key: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { key: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { key: 'INVALID_JSON', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { key: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not accepted.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { key: 'INVALID_CONTENT_LENGTH', message: 'The content length is wrong.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { key: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
};

/**
 * Field → message key for a failed zod parse done by hand (multipart fields, per-step bodies). Issues that
 * carry no key of their own become FIELD_INVALID; keys a strict object refuses become FIELD_UNKNOWN.
 */
export function zodFieldErrors(
  issues: readonly { code: string; path: PropertyKey[]; message: string; keys?: string[] }[],
) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') for (const k of issue.keys ?? []) errors[k] ??= 'FIELD_UNKNOWN';
    else
      errors[String(issue.path[0] ?? 'request')] ??= /^[A-Z0-9_.]+$/.test(issue.message)
        ? issue.message
        : 'FIELD_INVALID';
  }
  return errors;
}

function fieldOf(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'request';
}

export function errorEnvelope(
  message: string,
  extra: Omit<TErrorEnvelope, 'is_error' | 'message'> = {},
): TErrorEnvelope {
  return { is_error: true, message, ...extra };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      // A 5xx (mail or payments unavailable) names the request id, in the log and the answer, like any 500.
      const serverSide = err.status >= 500;
      if (serverSide) request.log.warn({ err, reqId: request.id }, err.messageKey);
      return reply.status(err.status).send(
        errorEnvelope(err.message, {
          message_key: err.messageKey,
          ...(err.fieldErrors ? { errors: err.fieldErrors } : {}),
          ...(serverSide ? { request_id: String(request.id) } : {}),
        }),
      );
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const issue of err.validation) {
        // A strict body names each key it does not accept (business_id, is_approve, counters…).
        const unknownKeys = (issue.params as { keys?: unknown } | undefined)?.keys;
        if (issue.keyword === 'unrecognized_keys' && Array.isArray(unknownKeys)) {
          const prefix = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
          for (const key of unknownKeys) errors[prefix ? `${prefix}.${key}` : String(key)] ??= 'FIELD_UNKNOWN';
          continue;
        }
        const field = fieldOf(issue.instancePath, err.validationContext);
        const key = issue.message ?? '';
        errors[field] ??= /^[A-Z0-9_.]+$/.test(key) ? key : 'FIELD_INVALID';
      }
      return reply
        .status(400)
        .send(errorEnvelope('Please check the highlighted fields.', { message_key: 'VALIDATION', errors }));
    }

    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    const status = err.statusCode ?? 500;
    if (known) return reply.status(status).send(errorEnvelope(known.message, { message_key: known.key }));

    if (status === 429) {
      return reply
        .status(429)
        .send(errorEnvelope('Too many requests. Please wait a moment and try again.', { message_key: 'RATE_LIMITED' }));
    }

    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorEnvelope(err.message, { message_key: 'BAD_REQUEST' }));
    }

    request.log.error({ err, reqId: request.id }, 'unhandled error');
    return reply.status(500).send(
      errorEnvelope('Server error (500). Please try again later.', {
        message_key: 'SERVER_ERROR',
        request_id: String(request.id),
      }),
    );
  });
}
