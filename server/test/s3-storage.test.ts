/**
 * Issue 19, point 1: uploads in a bucket when S3_* is set. A local S3-compatible server (s3rver, started and
 * stopped here on a free port with a temporary folder) stands in for the bucket: every upload kind lands in it
 * under `uploads/`, is served through the app's /uploads route (also by a second app with its own DATA_DIR),
 * private files go under `private/` and no public URL reaches them, removals delete the object, the demo seed
 * publishes its images, and a wrong bucket setting stops start-up with one line.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL } from '@gd/contracts/codes';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { S3Bucket } from '../src/platform/s3-bucket';
import { adminSession } from './admin-support';
import { bearer, GOOD_PASSWORD, registeredUser, uniquePhone } from './auth-support';
import { createCategory } from './factories';
import { createTestContext, dialect, freshDatabase, json, TSX, type TestContext } from './helpers';
import { multipartBody, realPng } from './images-support';
import { startLocalS3, type LocalS3 } from './support/s3-server';

type File = { name: string; type: string; bytes: Buffer };
const png = (bytes: Buffer): File => ({ name: 'picture.png', type: 'image/png', bytes });

/** A small, well-formed one-page PDF (a practitioner's proof document). */
function realPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Runs a command without blocking this process (the local S3 server lives here and must keep answering);
 * answers its exit status and output.
 */
function run(args: string[], env: Record<string, string>, timeout: number) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      TSX,
      args,
      { cwd: path.resolve(__dirname, '..'), env: { ...process.env, ...env }, encoding: 'utf8', timeout },
      (err, stdout, stderr) => {
        const code = (err as { code?: unknown } | null)?.code;
        resolve({ status: err ? (typeof code === 'number' ? code : null) : 0, stdout, stderr });
      },
    );
  });
}

/** Every file under a folder (relative paths), or [] when there is none. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

describe('uploads in a bucket (S3_* set)', { timeout: 120_000 }, () => {
  let s3: LocalS3;
  let bucket: S3Bucket;
  let ctx: TestContext;
  /** A second process: the same database and bucket, its own (empty) DATA_DIR. */
  let other: FastifyInstance;
  let otherDir: string;
  let admin: { token: string; userId: number };
  let owner: Awaited<ReturnType<typeof registeredUser>>;
  let businessId: number;
  let doctor: { token: string; id: number };

  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = new S3Bucket(s3);
    ctx = await createTestContext(s3.env);
    otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-s3-other-'));
    other = await buildApp({
      config: { ...ctx.config, DATA_DIR: otherDir },
      database: ctx.database,
      logger: false,
    });
    await other.ready();
    admin = await adminSession(ctx);
    const categoryId = (await createCategory(ctx.db, { category_name: 'Bucket Tailors' })).category_id;
    owner = await registeredUser(ctx.app, { owner_name: 'Bucket Owner', hasBusiness: 'yes', category_id: categoryId });
    businessId = json(await ctx.app.inject({ url: '/api/my/businesses', headers: bearer(owner.token) })).data[0]
      .business_id;
    await ctx.db
      .updateTable('businesses')
      .set({ is_approve: APPROVAL.APPROVED })
      .where('business_id', '=', businessId)
      .execute();
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/practitioner/register',
      payload: { name: 'Dr. Bucket Vaidya', phone: uniquePhone(), password: GOOD_PASSWORD, agree: true },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    doctor = { token: json(reg).data.token, id: json(reg).data.practitioner_id };
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
    await s3?.stop();
    fs.rmSync(otherDir, { recursive: true, force: true });
  });

  const send = (method: 'POST' | 'PUT', url: string, token: string, fields: Record<string, string>, file?: File) => {
    const body = multipartBody(fields, file);
    return ctx.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  };
  const call = (method: 'GET' | 'DELETE' | 'PUT', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const keyOf = (url: string) => {
    expect(url).toMatch(/^\/uploads\/[\w./-]+$/);
    return url.slice('/uploads/'.length);
  };

  /** The upload is an object in the bucket, not a local file, and both processes serve its exact bytes. */
  async function expectInBucketAndServed(url: string) {
    const key = keyOf(url);
    const object = await bucket.get(`uploads/${key}`);
    expect(object, `uploads/${key} in the bucket`).not.toBeNull();
    const bytes = Buffer.from(await object!.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(ctx.dataDir, 'uploads', key))).toBe(false);
    for (const app of [ctx.app, other]) {
      const res = await app.inject(url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type']).toBe(object!.headers.get('content-type'));
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
    return bytes;
  }

  it('stores every public upload kind in the bucket; both processes serve it with its bytes and type', async () => {
    const image = png(await realPng(120, 80));
    const urls: Record<string, string> = {};
    const ok = (res: { statusCode: number; body: string }) => {
      expect(res.statusCode, res.body).toBeLessThan(300);
      return json(res).data;
    };

    urls.logo = ok(await send('POST', `/api/my/businesses/${businessId}/logo`, owner.token, {}, image)).business_logo;
    const photo = ok(await send('POST', `/api/my/businesses/${businessId}/gallery`, owner.token, {}, image));
    urls.gallery = photo.photo_url;
    urls.galleryThumb = photo.thumb_url;
    urls.product = ok(
      await send('POST', `/api/my/businesses/${businessId}/products`, owner.token, { product_name: 'Kurti' }, image),
    ).image_name;
    urls.category = ok(
      await send(
        'POST',
        '/api/admin/categories',
        admin.token,
        { category_name: 'Bucket Kites', is_featured: '1' },
        image,
      ),
    ).image;
    const event = {
      event_name: 'Bucket Garba Night',
      event_start_date: '2026-12-01',
      event_location: 'GMDC Ground, Ahmedabad',
      event_organizer: 'Amdavad Garba Mandal',
      event_description: 'Nine nights of garba.',
      event_status: 'published',
    };
    urls.event = ok(await send('POST', '/api/admin/events', admin.token, event, image)).event_image_url;
    const offer = {
      offer_name: 'Bucket Mithai Festival',
      offer_description_short: 'Fresh kaju katli at festival prices.',
      offer_description: '<p>All sweets freshly made.</p>',
      offer_start_date: '2026-10-25',
      offer_end_date: '2027-11-05',
      offer_discount: '15',
      offer_code: 'bucket15',
    };
    urls.adminOffer = ok(await send('POST', '/api/admin/offers', admin.token, offer, image)).offer_image_url;
    urls.ownerOffer = ok(
      await send('POST', `/api/my/businesses/${businessId}/offers`, owner.token, offer, image),
    ).offer_image_url;
    urls.bankQr = ok(await send('POST', '/api/admin/billing-settings/qr', admin.token, {}, image)).bank_qr_image;
    const record = ok(await send('POST', '/api/common/upload-image', admin.token, {}, image));
    urls.record = record.url;
    urls.recordThumb = record.thumb_url;
    urls.practitionerPhoto = ok(await send('POST', '/api/practitioner/profile/photo', doctor.token, {}, image)).photo;
    const media = ok(await send('POST', '/api/practitioner/profile/media', doctor.token, { kind: 'gallery' }, image));
    urls.practitionerMedia = media.photo_url;

    for (const [kind, url] of Object.entries(urls)) {
      expect(url, kind).toMatch(/^\/uploads\//);
      const bytes = await expectInBucketAndServed(url);
      expect(bytes.subarray(0, 4).toString(), kind).toBe('RIFF'); // WebP
    }
    // Nothing was written to the local uploads folder of either process.
    expect(filesUnder(path.join(ctx.dataDir, 'uploads'))).toEqual([]);
    expect(filesUnder(path.join(otherDir, 'uploads'))).toEqual([]);
    // A path that is no object is the app's 404 envelope; a revalidation with the ETag is a 304.
    const missing = await other.inject('/uploads/logos/1/nothing-here.webp');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message_key).toBe('NOT_FOUND');
    const first = await other.inject(urls.logo!);
    const again = await other.inject({ url: urls.logo!, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // HEAD answers the headers alone; the browser may not sniff another type out of the bytes.
    const head = await other.inject({ method: 'HEAD', url: urls.logo! });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.body).toBe('');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps payment proofs and proof documents under private/, read back only by their authorised routes', async () => {
    // A manual bank transfer with its screenshot.
    const plan = await call('GET', '/api/admin/plans', admin.token);
    expect(plan.statusCode).toBe(200);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/plans',
      headers: bearer(admin.token),
      payload: { name: 'Bucket Plan', price_paise: 99_900, sort_order: 9 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const settings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/billing-settings',
      headers: bearer(admin.token),
      payload: {
        payment_provider_type: 'manual',
        bank_name: 'Bank of Baroda',
        bank_beneficiary_name: 'Gujarat Business Directory',
        bank_account_number: '12345678901',
        bank_ifsc_code: 'BARB0ANAND1',
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const paid = await send(
      'POST',
      '/api/payments/manual',
      owner.token,
      { plan_id: String(json(created).data.plan_id), business_id: String(businessId), reference: 'UTRBUCKET01' },
      png(await realPng(40, 40)),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const payment = await ctx.db
      .selectFrom('payments')
      .select(['payment_id', 'screenshot'])
      .where('business_id', '=', businessId)
      .executeTakeFirstOrThrow();
    const key = payment.screenshot!;
    expect(key).toMatch(/^payments\/\d+\/\w+\.webp$/);
    const stored = await bucket.read(`private/${key}`);
    expect(stored?.subarray(0, 4).toString()).toBe('RIFF');
    expect(await bucket.get(`uploads/${key}`)).toBeNull();
    expect(filesUnder(path.join(ctx.dataDir, 'private'))).toEqual([]);

    // No public URL reaches it, through either process.
    for (const app of [ctx.app, other]) {
      for (const url of [
        `/uploads/${key}`,
        `/uploads/private/${key}`,
        `/uploads/../private/${key}`,
        `/uploads/%2e%2e/private/${key}`,
        `/private/${key}`,
      ]) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.rawPayload.includes(stored!.subarray(0, 64))).toBe(false);
      }
    }
    // Its route: the payer and admins (through either process), nobody else.
    const route = `/api/payments/${payment.payment_id}/screenshot`;
    expect((await call('GET', route)).statusCode).toBe(401);
    const stranger = await registeredUser(ctx.app, { owner_name: 'Bucket Stranger' });
    expect((await call('GET', route, stranger.token)).statusCode).toBe(404);
    for (const token of [owner.token, admin.token]) {
      const res = await other.inject({ url: route, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(stored!)).toBe(true);
    }

    // A practitioner's proof document: private/practitioner-documents/…, read back by its own route.
    const proof = realPdf();
    const submitted = await send(
      'POST',
      '/api/practitioner/verification',
      doctor.token,
      { registration_council: 'Gujarat Board of Ayurveda', registration_number: 'GB-2011-0457' },
      { name: 'proof.pdf', type: 'application/pdf', bytes: proof },
    );
    expect(submitted.statusCode, submitted.body).toBe(201);
    const documentId = json(submitted).data.document.document_id as number;
    const doc = await ctx.db
      .selectFrom('practitioner_documents')
      .select('storage_key')
      .where('document_id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect((await bucket.read(`private/${doc.storage_key}`))?.equals(proof)).toBe(true);
    expect((await other.inject(`/uploads/${doc.storage_key}`)).statusCode).toBe(404);
    const docRoute = `/api/practitioner-documents/${documentId}`;
    expect((await call('GET', docRoute)).statusCode).toBe(401);
    const mine = await other.inject({ url: docRoute, headers: bearer(doctor.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(proof)).toBe(true);
    expect((await call('GET', docRoute, admin.token)).rawPayload.equals(proof)).toBe(true);
    expect(filesUnder(path.join(ctx.dataDir, 'private'))).toEqual([]);
  });

  it('deletes the object when a product image, a gallery photo or a replaced logo goes; seed images stay', async () => {
    const image = png(await realPng(64, 48));
    const product = json(
      await send('POST', `/api/my/businesses/${businessId}/products`, owner.token, { product_name: 'Saree' }, image),
    ).data;
    const productKey = `uploads/${keyOf(product.image_name)}`;
    expect(await bucket.get(productKey)).not.toBeNull();
    const gone = await call(
      'DELETE',
      `/api/my/businesses/${businessId}/products/${product.product_id}/image`,
      owner.token,
    );
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await bucket.get(productKey)).toBeNull();
    expect((await other.inject(product.image_name)).statusCode).toBe(404);

    const photo = json(await send('POST', `/api/my/businesses/${businessId}/gallery`, owner.token, {}, image)).data;
    expect(await bucket.get(`uploads/${keyOf(photo.photo_url)}`)).not.toBeNull();
    const removed = await call('DELETE', `/api/my/businesses/${businessId}/gallery/${photo.photo_id}`, owner.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await bucket.get(`uploads/${keyOf(photo.photo_url)}`)).toBeNull();
    expect(await bucket.get(`uploads/${keyOf(photo.thumb_url)}`)).toBeNull();

    // A logo from the demo seed is not this storage's to delete: replacing it leaves the object.
    await bucket.put('uploads/seed/logos/business-1.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    await ctx.db
      .updateTable('businesses')
      .set({ business_logo: '/uploads/seed/logos/business-1.svg' })
      .where('business_id', '=', businessId)
      .execute();
    const logo = json(await send('POST', `/api/my/businesses/${businessId}/logo`, owner.token, {}, image)).data;
    expect(await bucket.get('uploads/seed/logos/business-1.svg')).not.toBeNull();
    // …while replacing an uploaded logo deletes the old object.
    await send('POST', `/api/my/businesses/${businessId}/logo`, owner.token, {}, image);
    expect(await bucket.get(`uploads/${keyOf(logo.business_logo)}`)).toBeNull();
  });

  it('hands out S3_PUBLIC_URL addresses when set (allowed by the CSP), and removes by them too', async () => {
    const publicUrl = `${s3.endpoint}/${s3.bucket}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-s3-public-'));
    const app = await buildApp({
      config: { ...ctx.config, S3_PUBLIC_URL: publicUrl, DATA_DIR: dir },
      database: ctx.database,
      logger: false,
    });
    try {
      const body = multipartBody({}, png(await realPng(50, 50)));
      const upload = () =>
        app.inject({
          method: 'POST',
          url: `/api/my/businesses/${businessId}/logo`,
          payload: body.payload,
          headers: { ...body.headers, ...bearer(owner.token) },
        });
      const first = json(await upload()).data.business_logo as string;
      expect(first.startsWith(`${publicUrl}/uploads/logos/${businessId}/`)).toBe(true);
      // The bucket's own address serves it (s3rver reads anonymously, as a public-read policy on uploads/* would).
      const direct = await fetch(first);
      expect(direct.status).toBe(200);
      expect(direct.headers.get('content-type')).toBe('image/webp');
      // The app serves the same object at /uploads/… too.
      const key = first.slice(`${publicUrl}/uploads/`.length);
      const viaApp = await app.inject(`/uploads/${key}`);
      expect(viaApp.rawPayload.equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
      const csp = String((await app.inject('/api/health')).headers['content-security-policy']);
      expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`));
      await upload();
      expect(await bucket.get(`uploads/${key}`)).toBeNull();
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers 503 STORAGE_UNAVAILABLE when the bucket cannot be reached, and saves nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-s3-down-'));
    const app = await buildApp({
      config: { ...ctx.config, S3_ENDPOINT: 'http://127.0.0.1:1', DATA_DIR: dir },
      database: ctx.database,
      logger: false,
    });
    try {
      const before = await ctx.db
        .selectFrom('businesses')
        .select('business_logo')
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow();
      const body = multipartBody({}, png(await realPng(30, 30)));
      const res = await app.inject({
        method: 'POST',
        url: `/api/my/businesses/${businessId}/logo`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(owner.token) },
      });
      expect(res.statusCode).toBe(503);
      expect(json(res).message_key).toBe('STORAGE_UNAVAILABLE');
      const after = await ctx.db
        .selectFrom('businesses')
        .select('business_logo')
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
      const served = await app.inject('/uploads/logos/1/any.webp');
      expect(served.statusCode).toBe(503);
      expect(json(served).message_key).toBe('STORAGE_UNAVAILABLE');
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('publishes the demo seed images to the bucket, where another process serves them', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-s3-seed-'));
    const fresh = await freshDatabase(dataDir);
    await fresh.database.close();
    try {
      const r = await run(
        ['src/cli/seed.ts', '--businesses', '12', '--practitioners', '3', '--data-dir', dataDir],
        { ...s3.env, ...(fresh.databaseUrl ? { DATABASE_URL: fresh.databaseUrl } : {}) },
        100_000,
      );
      expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
      expect(r.stdout).toMatch(/seed: \d+ images copied to the bucket/);

      const local = filesUnder(path.join(dataDir, 'uploads', 'seed'));
      const inBucket = await bucket.list('uploads/seed/');
      const localFiles = fs
        .readdirSync(path.join(dataDir, 'uploads', 'seed'), { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map(
          (d) =>
            `uploads/seed/${path.relative(path.join(dataDir, 'uploads', 'seed'), path.join(d.parentPath, d.name))}`,
        );
      expect(local.length).toBeGreaterThan(50);
      for (const key of localFiles) expect(inBucket.has(key), key).toBe(true);
      for (const folder of ['logos', 'gallery', 'products', 'events', 'offers', 'billing']) {
        expect(
          [...inBucket.keys()].some((k) => k.startsWith(`uploads/seed/${folder}/`)),
          folder,
        ).toBe(true);
      }

      // A process with no seed folder of its own serves the seeded database's images from the bucket.
      const seeded = await freshDatabaseLike(dataDir, fresh.databaseUrl);
      const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-s3-empty-'));
      const app = await buildApp({
        config: { ...ctx.config, DATA_DIR: emptyDir },
        database: seeded,
        logger: false,
      });
      try {
        const logos = await seeded.db
          .selectFrom('businesses')
          .select('business_logo')
          .where('business_logo', 'like', '/uploads/seed/%')
          .limit(3)
          .execute();
        expect(logos.length).toBeGreaterThan(0);
        for (const { business_logo } of logos) {
          const res = await app.inject(business_logo!);
          expect(res.statusCode, business_logo!).toBe(200);
          expect(res.headers['content-type']).toBe('image/svg+xml');
          expect(res.rawPayload.equals(fs.readFileSync(path.join(dataDir, business_logo!)))).toBe(true);
        }
        const gallery = await app.inject('/uploads/seed/gallery/gallery-01.webp');
        expect(gallery.statusCode).toBe(200);
        expect(gallery.headers['content-type']).toBe('image/webp');
      } finally {
        await app.close();
        await seeded.close();
        fs.rmSync(emptyDir, { recursive: true, force: true });
      }
    } finally {
      await fresh.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Opens the database a CLI seeded (the SQLite file in dataDir, or the PostgreSQL database at its URL). */
async function freshDatabaseLike(dataDir: string, databaseUrl?: string) {
  const { connect } = await import('../src/db/connection');
  return connect(databaseUrl ? { databaseUrl, dataDir, poolMax: 2 } : { dataDir });
}

describe.runIf(dialect === 'sqlite')('bucket settings', { timeout: 90_000 }, () => {
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gd-s3-config-'));

  it('refuses a partial bucket setting with one ConfigError naming what is missing', () => {
    const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(load({ S3_BUCKET: 'gd-uploads' })).toThrow(ConfigError);
    expect(load({ S3_BUCKET: 'gd-uploads' })).toThrow(/^S3_ENDPOINT: must be set with S3_BUCKET/);
    expect(load({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /^S3_SECRET_ACCESS_KEY: must be set/,
    );
    expect(load({ S3_PUBLIC_URL: 'https://cdn.example.in' })).toThrow(/^S3_PUBLIC_URL: is for uploads in a bucket/);
    expect(load({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/^S3_BUCKET: must be a bucket name/);
    // Empty values are unset: local disk, as before.
    expect(load({ S3_BUCKET: '', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' })).not.toThrow();
  });

  it('stops start-up with one line when the bucket settings are wrong or the bucket is missing', async () => {
    const s3 = await startLocalS3();
    try {
      const start = async (env: Record<string, string>) => {
        const r = await run(
          ['src/main.ts'],
          { PORT: '0', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir(), ...env },
          30_000,
        );
        return { status: r.status, lines: r.stderr.split('\n').filter((l) => l.trim() && !/npm warn/i.test(l)) };
      };
      const partial = await start({ S3_BUCKET: 'gd-uploads', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
      expect(partial.status).toBe(1);
      expect(partial.lines).toEqual([
        expect.stringMatching(/^Startup failed — S3_ENDPOINT: must be set with S3_BUCKET/),
      ]);

      const closed = await start({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:1' });
      expect(closed.status).toBe(1);
      expect(closed.lines).toEqual([
        expect.stringMatching(/^Startup failed — S3_ENDPOINT: http:\/\/127\.0\.0\.1:1 cannot be reached/),
      ]);

      const noBucket = await start({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
      expect(noBucket.status).toBe(1);
      expect(noBucket.lines).toEqual([`Startup failed — S3_BUCKET: no bucket "no-such-bucket" at ${s3.endpoint}`]);

      // The right settings pass the check: this start goes on to listen, on a port already taken (the S3 server's).
      const good = await start({ ...s3.env, HOST: '127.0.0.1', PORT: new URL(s3.endpoint).port });
      expect(good.lines).toEqual([expect.stringMatching(/^Startup failed — PORT: cannot listen/)]);
    } finally {
      await s3.stop();
    }
  });
});
