import { AwsClient } from 'aws4fetch';

/**
 * One S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, s3rver…), reached with aws4fetch
 * (signature V4 over Node's fetch) and path-style addresses: `${endpoint}/${bucket}/${key}`, which every
 * S3-compatible server answers (local servers need it; no DNS name per bucket).
 */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** A bucket request that failed: the HTTP status and the S3 error code (NoSuchBucket, AccessDenied…). */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    what: string,
  ) {
    super(`${what}: ${status}${code ? ` ${code}` : ''}`);
    this.name = 'S3Error';
  }
}

/** Characters allowed in a key segment: letters of any script, digits and `._-` (no `..`, no empty segment). */
const SEGMENT = /^(?!\.{1,2}$)[\p{L}\p{M}\p{N}._-]+$/u;

export function isSafeKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && key.split('/').every((s) => SEGMENT.test(s));
}

const REQUEST_TIMEOUT_MS = 30_000;

export class S3Bucket {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(readonly settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      service: 's3',
      region: settings.region,
      // 5xx and 429 are tried again a few times (aws4fetch's backoff); anything else answers at once.
      retries: 3,
    });
    this.base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  }

  /** The path-style address of an object. */
  objectUrl(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe bucket key: ${key}`);
    return `${this.base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  private async send(url: string, init: RequestInit & { headers?: Record<string, string> }): Promise<Response> {
    return this.client.fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  }

  private static async fail(res: Response, what: string): Promise<never> {
    const text = await res.text().catch(() => '');
    throw new S3Error(res.status, /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '', what);
  }

  async put(key: string, bytes: Buffer, contentType: string, cacheControl?: string): Promise<void> {
    const headers: Record<string, string> = { 'content-type': contentType };
    if (cacheControl) headers['cache-control'] = cacheControl;
    const res = await this.send(this.objectUrl(key), { method: 'PUT', body: bytes, headers });
    if (!res.ok) await S3Bucket.fail(res, `PUT ${key}`);
    await res.body?.cancel();
  }

  /**
   * The object's response (status 200 or 304 with its headers and body stream), or null when there is none.
   * `ifNoneMatch` is passed on, so a browser's revalidation is a 304 from the bucket.
   */
  async get(key: string, ifNoneMatch?: string): Promise<Response | null> {
    const headers: Record<string, string> = {};
    if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
    const res = await this.send(this.objectUrl(key), { method: 'GET', headers });
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok && res.status !== 304) await S3Bucket.fail(res, `GET ${key}`);
    return res;
  }

  /** The whole object, or null when there is none. */
  async read(key: string): Promise<Buffer | null> {
    const res = await this.get(key);
    return res ? Buffer.from(await res.arrayBuffer()) : null;
  }

  /** Deletes an object; deleting one that is not there is not an error (S3 answers 204 either way). */
  async delete(key: string): Promise<void> {
    const res = await this.send(this.objectUrl(key), { method: 'DELETE' });
    if (!res.ok && res.status !== 404) await S3Bucket.fail(res, `DELETE ${key}`);
    await res.body?.cancel();
  }

  /** Every object under `prefix` with its size (ListObjectsV2, page by page). */
  async list(prefix: string): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix, 'max-keys': '1000' });
      if (token) query.set('continuation-token', token);
      const res = await this.send(`${this.base}?${query.toString()}`, { method: 'GET' });
      if (!res.ok) await S3Bucket.fail(res, `LIST ${prefix}`);
      const xml = await res.text();
      for (const [, item = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = /<Key>([^<]*)<\/Key>/.exec(item)?.[1];
        if (key) found.set(unescapeXml(key), Number(/<Size>(\d+)<\/Size>/.exec(item)?.[1] ?? 0));
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
        : undefined;
    } while (token);
    return found;
  }

  /** Fails (S3Error, or a network error) unless the bucket answers to these credentials. */
  async check(): Promise<void> {
    const res = await this.send(this.base, { method: 'HEAD' });
    await res.body?.cancel();
    if (res.ok) return;
    const code = res.status === 404 ? 'NoSuchBucket' : res.status === 403 ? 'AccessDenied' : '';
    throw new S3Error(res.status, code, `bucket ${this.settings.bucket}`);
  }
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[\da-f]+);/gi, (m, e: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (named[e.toLowerCase()]) return named[e.toLowerCase()]!;
    const code = e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : m;
  });
}
