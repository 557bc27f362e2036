import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/auth';
import { ok } from '../../platform/envelope';
import { failureLimits } from '../../platform/failure-limits';
import { limit } from '../../platform/limits';
import { route } from '../../platform/route';
import { practitionerLogin, registerPractitioner } from './practitioner-accounts';
import * as service from './service';

/** Accounts (spec §7): register, log in, the logged-in user, log out, change and reset passwords. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const ua = (headers: Record<string, unknown>) =>
    typeof headers['user-agent'] === 'string' ? headers['user-agent'] : null;
  const ip = (req: { ip: string }) => req.ip;
  // The limits run after validation (preHandler), so they can key on the body.
  const bodyField = (field: string) => (req: FastifyRequest) =>
    String((req.body as Record<string, unknown>)[field] ?? '');

  // Decision 78: failed sign-ins per address across accounts, and per account across addresses (every login).
  const perAddress = { name: 'login-fail-ip', max: 20, windowMs: 15 * 60_000, key: ip };
  const perAccount = (field: 'phone' | 'email') => ({
    name: 'login-fail-account',
    max: 10,
    windowMs: 15 * 60_000,
    key: (req: FastifyRequest) => `${field}:${bodyField(field)(req).trim().toLowerCase()}`,
  });
  const phoneFailures = failureLimits(app, [perAddress, perAccount('phone')]);
  const emailFailures = failureLimits(app, [perAddress, perAccount('email')]);
  // OTP guesses across emails from one address (each code also allows only 5 tries, decision 19).
  const otpFailures = failureLimits(app, [{ name: 'otp-fail-ip', max: 30, windowMs: 15 * 60_000, key: ip }], {
    isFailure: (err) => err.fieldErrors?.otp !== undefined,
    messageKey: 'RATE_LIMITED',
    message: 'Too many wrong OTPs. Please wait a few minutes and try again.',
  });

  route(
    app,
    endpoints.register,
    async (req) => ok(await service.register(app, req.body, ua(req.headers)), 'Registration successful!'),
    { preHandler: limit(app, 'register', { max: 10, timeWindow: '1 hour', key: ip }) },
  );

  route(
    app,
    endpoints.login,
    async (req) =>
      ok(await phoneFailures.settle(req, () => service.login(app, req.body, ua(req.headers))), 'Login successful!'),
    {
      preHandler: [
        limit(app, 'login', {
          max: 10,
          timeWindow: '15 minutes',
          key: (req) => `${bodyField('phone')(req)}:${req.ip}`,
        }),
        phoneFailures.preHandler,
      ],
    },
  );

  route(
    app,
    endpoints.adminLogin,
    async (req) =>
      ok(
        await emailFailures.settle(req, () => service.adminLogin(app, req.body, ua(req.headers))),
        'Login successful!',
      ),
    {
      preHandler: [
        limit(app, 'admin-login', {
          max: 10,
          timeWindow: '15 minutes',
          key: (req) => `${bodyField('email')(req)}:${req.ip}`,
        }),
        emailFailures.preHandler,
      ],
    },
  );

  route(
    app,
    endpoints.practitionerRegister,
    async (req) => ok(await registerPractitioner(app, req.body, ua(req.headers)), 'Registration successful!'),
    { preHandler: limit(app, 'register', { max: 10, timeWindow: '1 hour', key: ip }) },
  );

  route(
    app,
    endpoints.practitionerLogin,
    async (req) =>
      ok(await phoneFailures.settle(req, () => practitionerLogin(app, req.body, ua(req.headers))), 'Login successful!'),
    {
      preHandler: [
        limit(app, 'practitioner-login', {
          max: 10,
          timeWindow: '15 minutes',
          key: (req) => `${bodyField('phone')(req)}:${req.ip}`,
        }),
        phoneFailures.preHandler,
      ],
    },
  );

  route(app, endpoints.getMe, async (req) => ok(await service.me(app, req.user!.user_id)));

  route(app, endpoints.updateMe, async (req) =>
    ok(await service.updateMe(app, req.user!.user_id, req.body), 'Your record is saved!'),
  );

  route(app, endpoints.logout, async (req) => {
    await service.logout(app, req.user!);
    return ok(null, 'Logged out.');
  });

  route(
    app,
    endpoints.changePassword,
    async (req) => {
      await service.changePassword(app, req.user!, req.body);
      return ok(null, 'Password changed successfully');
    },
    {
      // the access guard has set req.user by now (onRequest)
      preHandler: limit(app, 'change-password', {
        max: 10,
        timeWindow: '15 minutes',
        key: (req) => String(req.user?.user_id),
      }),
    },
  );

  route(
    app,
    endpoints.sendResetOtp,
    async (req) => {
      await service.sendResetOtp(app, req.body);
      return ok(null, 'If an account uses this email, an OTP has been sent to it.');
    },
    {
      preHandler: [
        limit(app, 'otp-send-email', { max: 3, timeWindow: '15 minutes', key: bodyField('email') }),
        limit(app, 'otp-send-ip', { max: 20, timeWindow: '1 hour', key: ip }),
      ],
    },
  );

  route(
    app,
    endpoints.verifyResetOtp,
    async (req) => {
      await otpFailures.settle(req, () => service.verifyResetOtp(app, req.body));
      return ok(null, 'OTP verified.');
    },
    {
      preHandler: [
        limit(app, 'otp-verify', {
          max: 20,
          timeWindow: '15 minutes',
          key: (req) => `${bodyField('email')(req)}:${req.ip}`,
        }),
        otpFailures.preHandler,
      ],
    },
  );

  route(
    app,
    endpoints.resetPassword,
    async (req) => {
      await otpFailures.settle(req, () => service.resetPassword(app, req.body));
      return ok(null, 'Your password has been reset. Please log in.');
    },
    {
      preHandler: [
        limit(app, 'otp-reset', {
          max: 20,
          timeWindow: '15 minutes',
          key: (req) => `${bodyField('email')(req)}:${req.ip}`,
        }),
        otpFailures.preHandler,
      ],
    },
  );
}
