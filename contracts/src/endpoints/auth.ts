import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  ZAdminLoginRequest,
  ZChangePasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZPractitionerAuthResponse,
  ZPractitionerRegisterRequest,
  ZMe,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResetPasswordRequest,
  ZSendOtpRequest,
  ZUpdateMeRequest,
  ZVerifyOtpRequest,
} from '../schemas/auth';

/** Accounts: register, log in (phone; admins by email), the logged-in user, log out, passwords and OTP reset. */
const tags = ['auth'] as const;
const errors = [400, 401, 403, 409, 429] as const;

export const register = defineEndpoint({
  method: 'POST',
  path: '/auth/register',
  tags,
  access: 'public',
  summary: 'Create an account (and a draft business when it has one)',
  body: ZRegisterRequest,
  data: ZRegisterResponse,
  errors,
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  tags,
  access: 'public',
  summary: 'Log in with mobile number and password',
  body: ZLoginRequest,
  data: ZLoginResponse,
  errors,
});

export const adminLogin = defineEndpoint({
  method: 'POST',
  path: '/auth/admin/login',
  tags,
  access: 'public',
  summary: 'Admin log in with email and password',
  body: ZAdminLoginRequest,
  data: ZLoginResponse,
  errors,
});

export const practitionerRegister = defineEndpoint({
  method: 'POST',
  path: '/auth/practitioner/register',
  tags,
  access: 'public',
  summary: 'Create a practitioner account (unverified until an admin verifies it)',
  body: ZPractitionerRegisterRequest,
  data: ZPractitionerAuthResponse,
  status: 201,
  errors,
});

export const practitionerLogin = defineEndpoint({
  method: 'POST',
  path: '/auth/practitioner/login',
  tags,
  access: 'public',
  summary: 'Practitioner log in with mobile number and password',
  body: ZLoginRequest,
  data: ZPractitionerAuthResponse,
  errors,
});

export const getMe = defineEndpoint({
  method: 'GET',
  path: '/auth/me',
  tags,
  access: 'user',
  summary: 'Validates the token; answers the shared state of the logged-in user',
  data: ZMe,
  errors,
});

export const updateMe = defineEndpoint({
  method: 'PUT',
  path: '/auth/me',
  tags,
  access: 'user',
  summary: 'Updates name, email and language',
  body: ZUpdateMeRequest,
  data: ZMe,
  errors,
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  tags,
  access: 'user',
  summary: 'Ends this session (the token stops working)',
  data: z.null(),
  errors,
});

export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/auth/password',
  tags,
  access: 'user',
  summary: 'Changes the password; every other session ends',
  body: ZChangePasswordRequest,
  data: z.null(),
  errors,
});

export const sendResetOtp = defineEndpoint({
  method: 'POST',
  path: '/auth/forgot-password/send-otp',
  tags,
  access: 'public',
  summary: 'Mails a 6-digit OTP when the email has an account (same answer either way)',
  body: ZSendOtpRequest,
  data: z.null(),
  errors,
});

export const verifyResetOtp = defineEndpoint({
  method: 'POST',
  path: '/auth/forgot-password/verify-otp',
  tags,
  access: 'public',
  summary: 'Checks the OTP (5 tries)',
  body: ZVerifyOtpRequest,
  data: z.null(),
  errors,
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/auth/forgot-password/reset',
  tags,
  access: 'public',
  summary: 'Sets a new password with a verified OTP; every session ends',
  body: ZResetPasswordRequest,
  data: z.null(),
  errors,
});
