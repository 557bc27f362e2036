import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, jsonResponse, mockFetch, ok } from '../test/utils';
import { defineEndpoint } from '@gd/contracts/endpoint';
import * as auth from '@gd/contracts/endpoints/auth';
import * as contacts from '@gd/contracts/endpoints/contacts';
import * as directory from '@gd/contracts/endpoints/directory';
import * as owner from '@gd/contracts/endpoints/owner';
import * as records from '@gd/contracts/endpoints/records';
import { z } from 'zod';
import { ApiError, call } from './api-client';

/** An endpoint that is not in the contract: the client must cope with any answer. */
const odd = defineEndpoint({
  method: 'GET',
  path: '/odd',
  tags: [],
  access: 'public',
  summary: 'odd',
  data: z.unknown(),
});
import { STORAGE_KEYS } from './storage';

vi.mock('./notify', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  showToast: vi.fn(() => Promise.resolve()),
}));
/** Decision 58: a session ended by the server is told to the visitor (the page stays). */
const { showToast: sessionEndedNotice } = await import('./notify');

function logIn() {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  localStorage.setItem(STORAGE_KEYS.userName, 'Asha');
  localStorage.setItem(STORAGE_KEYS.userId, '7');
  localStorage.setItem(STORAGE_KEYS.language, 'guj');
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => vi.mocked(sessionEndedNotice).mockClear());

describe('api client', () => {
  it('returns the envelope data and builds the URL under /api with the query string', async () => {
    const fetch = mockFetch({ 'GET /api/businesses': () => ok({ rows: [], count: 0 }) });
    await expect(
      call(directory.listBusinesses, { query: { sort: 'newest', limit: 8, city_id: undefined } }),
    ).resolves.toEqual({
      rows: [],
      count: 0,
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/businesses?sort=newest&limit=8');
  });

  it('sends JSON and the bearer token from local storage, else from session storage', async () => {
    const fetch = mockFetch({ 'POST /api/contact': () => ok(null) });
    sessionStorage.setItem(STORAGE_KEYS.token, 'session-token');
    await call(contacts.sendContactMessage, { body: { name: 'Asha' } as never });
    let headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer session-token');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('{"name":"Asha"}');

    logIn();
    await call(contacts.sendContactMessage, { body: { name: 'Asha' } as never });
    headers = new Headers(fetch.mock.calls[1]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-abc');
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = mockFetch({ 'GET /api/cities': () => ok([]) });
    await call(directory.listCities);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('throws ApiError with status, message, message key and field errors from an error envelope', async () => {
    mockFetch({
      'POST /api/auth/register': () =>
        fail(409, 'Mobile number is already exists', {
          message_key: 'MOBILE_EXISTS',
          errors: { phone: 'MOBILE_EXISTS' },
        }),
    });
    const error = await caught(call(auth.register, { body: {} as never }));
    expect(error.status).toBe(409);
    expect(error.message).toBe('Mobile number is already exists');
    expect(error.messageKey).toBe('MOBILE_EXISTS');
    expect(error.fieldErrors).toEqual({ phone: 'MOBILE_EXISTS' });
  });

  it('treats is_error: true as a failure even with status 200', async () => {
    mockFetch({ 'GET /api/odd': () => jsonResponse({ is_error: true, message: 'Nope' }) });
    const error = await caught(call(odd));
    expect(error.message).toBe('Nope');
  });

  it('reports a network failure as status 0 with the spec message', async () => {
    mockFetch({
      'GET /api/cities': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await caught(call(directory.listCities));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('Network error. Please check your internet connection.');
  });

  it('gives a 500 without an envelope the spec server-error message', async () => {
    mockFetch({ 'GET /api/cities': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = await caught(call(directory.listCities));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Server error (500). Please try again later.');
  });

  it('ends the session on a 401 for a request with a token: storage cleared except selectedLanguage, the visitor told', async () => {
    logIn();
    mockFetch({ 'GET /api/my/businesses': () => fail(401, 'Please log in.', { message_key: 'UNAUTHORIZED' }) });
    const error = await caught(call(owner.listMyBusinesses));
    expect(error.status).toBe(401);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userName)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('guj');
    expect(sessionEndedNotice).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone when the caller opts out (the guards validate tokens themselves)', async () => {
    logIn();
    mockFetch({ 'GET /api/auth/me': () => fail(401, 'Please log in.') });
    await caught(call(auth.getMe, {}, { skipSessionEnd: true }));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-abc');
    expect(sessionEndedNotice).not.toHaveBeenCalled();
  });

  it('does not reload on a 401 for a request without a token (e.g. a wrong password)', async () => {
    mockFetch({ 'POST /api/auth/login': () => fail(401, 'Invalid phone or password.') });
    const error = await caught(call(auth.login, { body: { phone: '9876543210', password: 'x' } }));
    expect(error.message).toBe('Invalid phone or password.');
    expect(sessionEndedNotice).not.toHaveBeenCalled();
  });

  it('sends FormData as multipart (no JSON content type)', async () => {
    const fetch = mockFetch({ 'POST /api/common/upload-image': () => ok({ url: '/uploads/x.webp' }) });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await call(records.uploadRecordImage, { body: form });
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(form);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('Content-Type')).toBe(false);
  });
});
