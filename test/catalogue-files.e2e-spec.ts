import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './utils/app';
import { auditRows, expectRoleOneOnly, signedInAdmin, type Caller } from './utils/catalogue';

// The smallest files whose first bytes are each format's signature.
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64, 2)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 3)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(64, 4),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('s3-upload-file with local storage', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer, filename: string, field = 'image_name') =>
    admin
      .post('/api/s3-upload-file')
      .field('path', 'Gold Rewards - logo')
      .attach(field, bytes, { filename, contentType: 'image/png' });

  it.each([
    [PNG, 'png', 'image/png'],
    [JPEG, 'jpg', 'image/jpeg'],
    [GIF, 'gif', 'image/gif'],
    [WEBP, 'webp', 'image/webp'],
  ])(
    'stores an image by its bytes under a server-made name and serves it (%#)',
    async (bytes, ext, mime) => {
      // The sent name and type are ignored: the bytes decide.
      const res = await upload(bytes, '../../etc/evil.svg').expect(200);
      const url = res.body.file as string;
      expect(Object.keys(res.body)).toEqual(['file']);
      // A path on this site, whatever host the page is opened from.
      expect(url).toMatch(new RegExp(`^/uploads/images/gold-rewards-logo-[0-9a-f]{24}\\.${ext}$`));
      const served = await t.http().get(url).expect(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.from(served.body as Buffer).equals(bytes)).toBe(true);

      const [row] = await auditRows(t, 'files', url.replace('/uploads/', ''));
      expect(row).toMatchObject({
        action: 'upload',
        actorId: admin.adminId,
        newValue: { url, type: mime },
      });
    },
  );

  it('names the file from the path text only as far as it is safe, else "image"', async () => {
    const res = await admin
      .post('/api/s3-upload-file')
      .field('path', '../../<script>')
      .attach('image_name', PNG, 'x.png')
      .expect(200);
    expect(res.body.file).toMatch(/\/uploads\/images\/script-[0-9a-f]{24}\.png$/);
    const none = await admin
      .post('/api/s3-upload-file')
      .attach('image_name', PNG, 'x.png')
      .expect(200);
    expect(none.body.file).toMatch(/\/uploads\/images\/image-[0-9a-f]{24}\.png$/);
  });

  it.each([
    [SVG, 'logo.svg'],
    [Buffer.from('just text'), 'logo.png'],
    [Buffer.from('<?php echo 1; ?>'), 'logo.jpg'],
  ])('refuses a file whose bytes are not PNG, JPEG, WebP or GIF (%#)', async (bytes, name) => {
    const res = await upload(bytes, name).expect(400);
    expect(res.body).toEqual({
      code: 'IMAGE_TYPE_INVALID',
      message: 'Only PNG, JPEG, WebP or GIF images are accepted',
    });
  });

  it('refuses an image over 2 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(big, 'big.png').expect(413);
    expect(res.body).toEqual({
      code: 'IMAGE_TOO_LARGE',
      message: 'The image must be 2 MB or smaller',
    });
  });

  it('refuses a request without a file, or with the file in another field', async () => {
    let res = await admin.post('/api/s3-upload-file').field('path', 'x').expect(400);
    expect(res.body).toEqual({
      code: 'IMAGE_MISSING',
      message: 'Please choose an image to upload',
    });
    res = await admin.post('/api/s3-upload-file').send({}).expect(400);
    expect(res.body).toEqual({
      code: 'IMAGE_MISSING',
      message: 'Please choose an image to upload',
    });
    res = await upload(PNG, 'a.png', 'file').expect(400);
    expect(res.body).toEqual({
      code: 'IMAGE_FIELD_MISSING',
      message: 'Send the image in the image_name field',
      params: { field: 'image_name' },
    });
    res = await upload(Buffer.alloc(0), 'empty.png').expect(400);
    expect(res.body).toEqual({
      code: 'IMAGE_MISSING',
      message: 'Please choose an image to upload',
    });
  });

  it('serves only stored images under /uploads: no listing, no traversal, no API fallback', async () => {
    await t.http().get('/uploads/').expect(404);
    await t.http().get('/uploads/images/nope.png').expect(404);
    await t.http().get('/uploads/../package.json').expect(404);
    await t.http().get('/uploads/%2e%2e/%2e%2e/package.json').expect(404);
  });

  it('is role 1 only', async () => {
    await expectRoleOneOnly(t, 'post', '/api/s3-upload-file');
  });
});

describe('s3-upload-file with STORAGE_DRIVER=s3', () => {
  let t: TestApp;
  let s3: Server;
  const received: { method?: string; url?: string; type?: string; body: Buffer }[] = [];

  beforeAll(async () => {
    // An S3-compatible endpoint that keeps what it is sent (path-style PutObject).
    s3 = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          method: req.method,
          url: req.url,
          type: req.headers['content-type'],
          body: Buffer.concat(chunks),
        });
        res.writeHead(200, { ETag: '"0"' }).end();
      });
    });
    s3.listen(0, '127.0.0.1');
    await once(s3, 'listening');
    const { port } = s3.address() as AddressInfo;
    t = await createTestApp({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'catalogue',
      S3_PRIVATE_BUCKET: 'catalogue-private',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_PUBLIC_URL: 'https://cdn.example.in/catalogue',
    });
  });
  afterAll(async () => {
    await t.close();
    s3.close();
  });

  it('puts the image in the bucket and answers its public URL', async () => {
    const admin = await signedInAdmin(t);
    const res = await admin
      .post('/api/s3-upload-file')
      .field('path', 'Card - logo')
      .attach('image_name', PNG, 'x.png')
      .expect(200);
    expect(res.body.file).toMatch(
      /^https:\/\/cdn\.example\.in\/catalogue\/images\/card-logo-[0-9a-f]{24}\.png$/,
    );
    const key = new URL(res.body.file as string).pathname.replace('/catalogue/', '');
    const put = received.find((r) => r.method === 'PUT');
    expect(put?.url?.split('?')[0]).toBe(`/catalogue/${key}`);
    expect(put?.type).toBe('image/png');
    expect(put?.body.equals(PNG)).toBe(true);
    // Nothing is served locally in this mode.
    await t.http().get(`/uploads/${key}`).expect(404);
  });

  it('keeps a spreadsheet in the private bucket, never beside the public images', async () => {
    const admin = await signedInAdmin(t);
    const template = await admin.get('/api/uploads/templates/application-status.csv').expect(200);
    await admin
      .post('/api/upload-application-status-file')
      .attach('image_name', Buffer.from(template.text), 'status.csv');
    const puts = received.filter((r) => r.method === 'PUT').map((r) => r.url!.split('?')[0]);
    expect(puts.filter((u) => u.includes('/spreadsheets/'))).toEqual([
      expect.stringMatching(/^\/catalogue-private\/spreadsheets\//),
    ]);
    expect(
      puts.filter((u) => u.startsWith('/catalogue/')).every((u) => u.includes('/images/')),
    ).toBe(true);
  });
});
