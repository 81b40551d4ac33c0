import {
  brotliCompressSync,
  brotliDecompressSync,
  deflateSync,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../src/common/compression';
import { createTestApp, type TestApp } from './utils/app';
import { DEMO_CARDS } from '../src/database/seed/demo-data';

describe('HTTP platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports database and Redis health', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.info.database.status).toBe('up');
    expect(res.body.info.redis).toEqual({ status: 'up', mode: 'bull' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.http().get('/api/nope').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Cannot GET /api/nope' });
  });

  it('answers a malformed JSON body with a 400 message', async () => {
    const res = await t
      .http()
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"phoneNumber": ')
      .expect(400);
    expect(res.body).toEqual({
      code: 'BODY_MALFORMED_JSON',
      message: 'Malformed JSON in request body',
    });
  });

  it('refuses an oversized body with 413', async () => {
    const res = await t
      .http()
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ blob: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(res.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
  });

  it('reads JSON bodies sent gzip, deflate or brotli, and refuses what it cannot read', async () => {
    const json = JSON.stringify({ countryCode: 'IN' });
    const post = () => t.http().post('/api/getLanguages').set('X-Forwarded-For', '198.51.100.7');
    for (const [encoding, bytes] of [
      ['gzip', gzipSync(json)],
      ['deflate', deflateSync(json)],
      ['br', brotliCompressSync(json)],
    ] as const) {
      const res = await post()
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .serialize((b: Buffer) => b)
        .send(bytes);
      expect(res.status, encoding).toBe(200);
    }
    const refusals: [string, string, string | undefined, string, number][] = [
      ['text/plain', 'hello', undefined, 'UNSUPPORTED_MEDIA_TYPE', 415],
      ['application/json; charset=latin1', json, undefined, 'BODY_CHARSET_UNSUPPORTED', 415],
      ['application/json', json, 'compress', 'BODY_ENCODING_UNSUPPORTED', 415],
      ['application/json', '"IN"', undefined, 'BODY_MALFORMED_JSON', 400],
    ];
    for (const [type, body, encoding, code, status] of refusals) {
      let req = post().set('Content-Type', type);
      if (encoding) req = req.set('Content-Encoding', encoding);
      const res = await req.send(body);
      expect([res.status, res.body.code], `${type} ${encoding ?? ''}`).toEqual([status, code]);
    }
    // A type with no body is no body (react-admin's DELETE calls say text/plain): the route runs
    // and finds no country code.
    const empty = await post().set('Content-Type', 'text/plain');
    expect([empty.status, empty.body.code]).toEqual([400, 'COUNTRY_CODE_INVALID']);
  });

  it('sets security headers and a request id', async () => {
    const res = await t.http().get('/api/health').set('X-Request-Id', 'req-12345678');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('keeps API answers out of browser and proxy caches unless a route allows it', async () => {
    const config = await t.http().get('/api/ui-config').expect(200);
    expect(config.headers['cache-control']).toBe('no-store');
    expect(config.headers.etag).toBeUndefined();
    const missing = await t.http().get('/api/no-such-route').expect(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    // Reference lists are the same for everyone, and say so.
    const lists = await t.http().get('/api/search-list/en').expect(200);
    expect(lists.headers['cache-control']).toBe('public, max-age=300');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.http().get('/api/docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toContain('/api/health');
  });

  it('serves the consumer app at / and its deep links', async () => {
    const deep = await t.http().get('/user/offers').expect(200);
    expect(deep.headers['content-type']).toMatch(/text\/html/);
    expect(deep.text).toContain('<div id="root"></div>');
    expect((await t.http().get('/verification')).text).toBe(deep.text);
  });

  it("sends the public entry pages drawn at build time, in the visitor's language", async () => {
    const home = await t.http().get('/').expect(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.vary).toMatch(/cookie/i);
    // The sign-in form is in the HTML, with the app's CSS inline and its route's JS preloaded.
    expect(home.text).toContain('<div id="root" data-prerendered inert>');
    expect(home.text).toContain('Sign in with your mobile number');
    expect(home.text).toContain('<html lang="en">');
    expect(home.text).toMatch(/<style>[^<]*--brand-primary/);
    expect(home.text).not.toMatch(/<link rel="stylesheet"/);
    expect(home.text).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/home-[^"]+\.js">/,
    );
    // Hindi by the query, or by the cookie the app sets when Hindi is chosen.
    for (const hindi of [
      await t.http().get('/?lang=hi'),
      await t.http().get('/').set('Cookie', 'lang=hi'),
    ]) {
      expect(hindi.text).toContain('<html lang="hi">');
      expect(hindi.text).toContain('मोबाइल');
    }
    // An unknown language is English.
    expect((await t.http().get('/?lang=xx')).text).toBe(home.text);
    const partner = await t.http().get('/partner/login').expect(200);
    expect(partner.text).toContain('<div id="root" data-prerendered inert>');
    expect(partner.text).toContain('Partner');
    const partnerHi = await t.http().get('/partner/login?lang=hi').expect(200);
    expect(partnerHi.text).toContain('पार्टनर पोर्टल');
    for (const path of ['/customer-site', '/socialmedia-onboarding']) {
      const page = await t.http().get(path).expect(200);
      expect(page.text, path).toContain('<div id="root" data-prerendered inert>');
    }
  });

  it('serves the admin app at /admin and its deep links', async () => {
    const admin = await t.http().get('/admin').expect(200);
    expect(admin.text).toContain('/admin/assets/');
    const deep = await t.http().get('/admin/lenders/5').expect(200);
    expect(deep.text).toBe(admin.text);
    const consumer = await t.http().get('/user/offers');
    expect(admin.text).not.toBe(consumer.text);
  });

  it('serves built assets with their content type', async () => {
    const html = (await t.http().get('/admin')).text;
    const asset = /\/admin\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const res = await t.http().get(asset!).expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it("sends each UI's files compressed at build time, as the browser accepts", async () => {
    const fastify = (t.app as NestFastifyApplication).getHttpAdapter().getInstance();
    // inject() hands back the bytes as sent: nothing decompresses them on the way.
    const get = (url: string, acceptEncoding?: string) =>
      fastify.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    for (const mount of ['/', '/admin/']) {
      const page = (await get(mount === '/' ? '/' : '/admin/some/deep/link')).body;
      const asset = new RegExp(`${mount}assets/[^"]+\\.js`).exec(page)?.[0];
      expect(asset, mount).toBeDefined();
      const plain = await get(asset!);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      const brotli = await get(asset!, 'gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers['cache-control']).toContain('immutable');
      expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
      const gzip = await get(asset!, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
      // A page (the prerendered sign-in at /, the admin's index.html) is compressed the same way.
      const deep = await get(mount === '/' ? '/' : '/admin/some/deep/link', 'br');
      expect(deep.headers['content-type']).toMatch(/text\/html/);
      expect(deep.headers.vary).toMatch(/accept-encoding/i);
      const html =
        deep.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(deep.rawPayload).toString()
          : deep.body;
      expect(html).toBe(page);
    }
  });

  it('compresses larger JSON answers as the caller accepts, never the small ones', async () => {
    const fastify = (t.app as NestFastifyApplication).getHttpAdapter().getInstance();
    const get = (url: string, acceptEncoding?: string) =>
      fastify.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    // The reference lists: a few kilobytes of JSON, the same for everyone.
    const plain = await get('/api/search-list/en');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const brotli = await get('/api/search-list/en', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/application\/json/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=300');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await get('/api/search-list/en', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    // A small answer goes out as it is: compressing it would cost more than it saves.
    const health = await get('/api/health', 'br');
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe('ok');
  });

  it('answers a missing asset with 404, not the app page', async () => {
    await t.http().get('/admin/assets/nope.js').expect(404);
    await t.http().get('/assets/nope.js').expect(404);
    await t.http().get('/cards/nope.png').expect(404);
    await t.http().get('/lenders/nope.svg').expect(404);
  });

  it('serves every demo card’s image as an image', async () => {
    for (const card of DEMO_CARDS) {
      const res = await t.http().get(card.categoryImgThumb!).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      // The PNG signature: a real image, not the app's page.
      expect(
        Buffer.from(res.body as Buffer)
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    }
  });
});
