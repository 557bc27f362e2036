import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminLoginRequest,
  ZChangePasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZMe,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResetPasswordRequest,
  ZSendOtpRequest,
  ZUpdateMeRequest,
  ZVerifyOtpRequest,
} from '@gd/contracts/schemas/auth';
import { envelope, ZErrorEnvelope } from '@gd/contracts/schemas/common';
import { ok } from '../../platform/envelope';
import { limit } from '../../platform/limits';
import * as service from './service';

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  409: ZErrorEnvelope,
  429: ZErrorEnvelope,
};
const empty = envelope(z.null());

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const ua = (headers: Record<string, unknown>) =>
    typeof headers['user-agent'] === 'string' ? headers['user-agent'] : null;
  const ip = (req: { ip: string }) => req.ip;
  const bodyField = (field: string) => (req: { body: unknown }) =>
    String((req.body as Record<string, unknown>)[field] ?? '');

  r.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account (and a draft business when it has one)',
        body: ZRegisterRequest,
        response: { 200: envelope(ZRegisterResponse), ...errors },
      },
      preHandler: limit(app, 'register', { max: 10, timeWindow: '1 hour', key: ip }),
    },
    async (req) => ok(await service.register(app, req.body, ua(req.headers)), 'Registration successful!'),
  );

  r.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in with mobile number and password',
        body: ZLoginRequest,
        response: { 200: envelope(ZLoginResponse), ...errors },
      },
      preHandler: limit(app, 'login', {
        max: 10,
        timeWindow: '15 minutes',
        key: (req) => `${bodyField('phone')(req)}:${req.ip}`,
      }),
    },
    async (req) => ok(await service.login(app, req.body, ua(req.headers)), 'Login successful!'),
  );

  r.post(
    '/auth/admin/login',
    {
      schema: {
        tags,
        summary: 'Admin log in with email and password',
        body: ZAdminLoginRequest,
        response: { 200: envelope(ZLoginResponse), ...errors },
      },
      preHandler: limit(app, 'admin-login', {
        max: 10,
        timeWindow: '15 minutes',
        key: (req) => `${bodyField('email')(req)}:${req.ip}`,
      }),
    },
    async (req) => ok(await service.adminLogin(app, req.body, ua(req.headers)), 'Login successful!'),
  );

  r.get(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'Validates the token; answers the shared state of the logged-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: envelope(ZMe), ...errors },
      },
      preHandler: app.requireUser,
    },
    async (req) => ok(await service.me(app, req.user!.user_id)),
  );

  r.put(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'Updates name, email and language',
        security: [{ bearerAuth: [] }],
        body: ZUpdateMeRequest,
        response: { 200: envelope(ZMe), ...errors },
      },
      preHandler: app.requireUser,
    },
    async (req) => ok(await service.updateMe(app, req.user!.user_id, req.body), 'Your record is saved!'),
  );

  r.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Ends this session (the token stops working)',
        security: [{ bearerAuth: [] }],
        response: { 200: empty, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (req) => {
      await service.logout(app, req.user!);
      return ok(null, 'Logged out.');
    },
  );

  r.put(
    '/auth/password',
    {
      schema: {
        tags,
        summary: 'Changes the password; every other session ends',
        security: [{ bearerAuth: [] }],
        body: ZChangePasswordRequest,
        response: { 200: empty, ...errors },
      },
      preHandler: [
        app.requireUser,
        limit(app, 'change-password', { max: 10, timeWindow: '15 minutes', key: (req) => String(req.user?.user_id) }),
      ],
    },
    async (req) => {
      await service.changePassword(app, req.user!, req.body);
      return ok(null, 'Password changed successfully');
    },
  );

  r.post(
    '/auth/forgot-password/send-otp',
    {
      schema: {
        tags,
        summary: 'Mails a 6-digit OTP when the email has an account (same answer either way)',
        body: ZSendOtpRequest,
        response: { 200: empty, ...errors },
      },
      preHandler: [
        limit(app, 'otp-send-email', { max: 3, timeWindow: '15 minutes', key: bodyField('email') }),
        limit(app, 'otp-send-ip', { max: 20, timeWindow: '1 hour', key: ip }),
      ],
    },
    async (req) => {
      await service.sendResetOtp(app, req.body);
      return ok(null, 'If an account uses this email, an OTP has been sent to it.');
    },
  );

  r.post(
    '/auth/forgot-password/verify-otp',
    {
      schema: {
        tags,
        summary: 'Checks the OTP (5 tries)',
        body: ZVerifyOtpRequest,
        response: { 200: empty, ...errors },
      },
      preHandler: limit(app, 'otp-verify', {
        max: 20,
        timeWindow: '15 minutes',
        key: (req) => `${bodyField('email')(req)}:${req.ip}`,
      }),
    },
    async (req) => {
      await service.verifyResetOtp(app, req.body);
      return ok(null, 'OTP verified.');
    },
  );

  r.post(
    '/auth/forgot-password/reset',
    {
      schema: {
        tags,
        summary: 'Sets a new password with a verified OTP; every session ends',
        body: ZResetPasswordRequest,
        response: { 200: empty, ...errors },
      },
      preHandler: limit(app, 'otp-reset', {
        max: 20,
        timeWindow: '15 minutes',
        key: (req) => `${bodyField('email')(req)}:${req.ip}`,
      }),
    },
    async (req) => {
      await service.resetPassword(app, req.body);
      return ok(null, 'Your password has been reset. Please log in.');
    },
  );
}
