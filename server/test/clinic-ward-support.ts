import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import { bearer, uniquePhone } from './auth-support';
import { patientBody } from './clinic-support';
import { json } from './helpers';

/** Helpers of the ward's suites (issue 21 points 1 and 2, decision 98). */

export type Api = (token: string | null, method: string, url: string, body?: unknown) => Promise<Response>;

export function apiOf(app: FastifyInstance): Api {
  return (token, method, url, body) =>
    app.inject({
      method: method as 'GET',
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
}

/** A registered patient of the caller's clinic. */
export async function newPatient(api: Api, token: string, name: string, nameGuj = 'દર્દી'): Promise<number> {
  const res = await api(
    token,
    'POST',
    '/api/clinic/patients',
    patientBody({ name, name_guj: nameGuj, phone: uniquePhone() }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data.patient_id as number;
}

/** Rooms and beds made by the clinic administrator; answers the ids by name ('G-01/A' → bed id). */
export async function wardOf(
  api: Api,
  adminToken: string,
  categories: { name: string; name_guj?: string; daily_charge: number }[],
  rooms: { room_number: string; category: string; floor?: number; is_ac?: boolean; beds: string[] }[],
) {
  const categoryIds = new Map<string, number>();
  for (const c of categories) {
    const res = await api(adminToken, 'POST', '/api/clinic/ward/categories', c);
    expect(res.statusCode, res.body).toBe(201);
    categoryIds.set(c.name, json(res).data.id);
  }
  const roomIds = new Map<string, number>();
  for (const r of rooms) {
    const res = await api(adminToken, 'POST', '/api/clinic/ward/rooms', {
      room_number: r.room_number,
      floor: r.floor ?? 0,
      category_id: categoryIds.get(r.category),
      is_ac: r.is_ac ?? false,
      beds: r.beds,
    });
    expect(res.statusCode, res.body).toBe(201);
    roomIds.set(r.room_number, json(res).data.id);
  }
  const setup = json(await api(adminToken, 'GET', '/api/clinic/ward/setup')).data as {
    rooms: { room_number: string; beds: { bed_id: number; label: string }[] }[];
  };
  const bedIds = new Map<string, number>();
  for (const room of setup.rooms) for (const b of room.beds) bedIds.set(`${room.room_number}/${b.label}`, b.bed_id);
  return { categoryIds, roomIds, bedIds };
}

/** The text of a PDF, as pdftotext reads it. */
export function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-ward-'));
  const file = path.join(dir, 'ward.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const summaryBody = (over: Record<string, unknown> = {}) => ({
  diagnosis: 'Amavata (rheumatoid arthritis), acute flare',
  treatment: 'Valuka sweda, Vaitarana basti for 7 days; Simhanada guggulu',
  condition: 'Pain and swelling much reduced; walks without support',
  advice: 'Light diet, warm water, avoid curd at night',
  follow_up_date: '2026-11-20',
  ...over,
});
