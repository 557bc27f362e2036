import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { PrivateFiles } from '../../platform/private-files';
import type { FileStorage } from '../../platform/storage';

/** What billing's use cases need of the app (the Fastify instance is one). */
export interface BillingCtx {
  db: Kysely<DB>;
  database: { dialect: 'sqlite' | 'postgres' };
  clock: { now(): Date };
  config: Config;
  storage: FileStorage;
  /** Where transfer screenshots go (decision 68): DATA_DIR/private, or `private/` in the bucket. */
  privateFiles: PrivateFiles;
  log: FastifyBaseLogger;
}

export const iso = (d: Date) => d.toISOString();

export const businessNotFound = () => AppError.notFound('BUSINESS_NOT_FOUND', 'Business not found.');
export const planNotFound = () => AppError.notFound('PLAN_NOT_FOUND', 'Failed to load subscription plans');
export const paymentNotFound = () => AppError.notFound('PAYMENT_NOT_FOUND', 'Payment not found.');
export const paymentNotPending = () =>
  new AppError(409, 'PAYMENT_NOT_PENDING', 'This payment is not waiting for confirmation.');
