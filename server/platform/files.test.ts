import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { createLocalStorage } from './storage.js';

const web = path.join(os.tmpdir(), `fn-web-${randomUUID()}`);
let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(web, 'assets', 'app-123.js'), 'console.log(1)');
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('uploaded files', () => {
  it('never serves a file outside the storage folder', async () => {
    // A secret beside the storage folder, as the auth secret sits in DATA_DIR.
    mkdirSync(t.config.storageDir, { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'auth-secret'), 'very-secret');
    for (const url of [
      '/files/../auth-secret',
      '/files/%2e%2e/auth-secret',
      '/files/..%2fauth-secret',
      '/files/avatars/../../auth-secret',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('very-secret');
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses unsafe keys when writing', async () => {
    const storage = createLocalStorage(path.join(os.tmpdir(), `fn-store-${randomUUID()}`));
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
    await expect(storage.put('/abs.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
    await storage.put('avatars/ok.webp', Buffer.from('x'), 'image/webp');
    expect((await storage.get('avatars/ok.webp'))?.size).toBe(1);
  });
});

describe('the web app shell', () => {
  it("lets search engines fetch members' public profiles, so that they read its noindex (robots.txt)", () => {
    const robots = readFileSync(path.join(import.meta.dirname, '..', '..', 'web', 'public', 'robots.txt'), 'utf8');
    const disallowed = robots
      .split('\n')
      .filter((line) => /^disallow:/i.test(line.trim()))
      .map((line) => line.split(':')[1]!.trim())
      .filter(Boolean);
    expect(disallowed).toContain('/api/');
    expect(disallowed.filter((rule) => '/user/some-member-id'.startsWith(rule))).toEqual([]);
  });

  it('answers page paths with index.html, and missing files, assets and API paths with a JSON 404', async () => {
    const app = await buildApp({
      config: { ...t.config, webDist: web },
      database: t.database,
      authSecret: 'test-secret-test-secret-test-secret-0123',
      logger: false,
    });
    await app.ready();
    try {
      const page = await app.inject({ method: 'GET', url: '/profile/anything?x=1' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>shell</title>');
      expect(page.headers['x-robots-tag']).toBeUndefined();
      // A member's public profile is not for search engines (issue 44).
      const profile = await app.inject({ method: 'GET', url: '/user/some-member-id' });
      expect(profile.statusCode).toBe(200);
      expect(profile.headers['x-robots-tag']).toBe('noindex');
      const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      for (const url of ['/assets/old-chunk-999.js', '/favicon.ico', '/api/nothing-here']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
      }
    } finally {
      await app.close();
    }
  });

  it("writes another SITE_NAME into the page's title and description, escaped", async () => {
    writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><title>Fortitude Network</title><div id="root"><span>Fortitude Network</span></div>',
    );
    const app = await buildApp({
      config: { ...t.config, webDist: web, siteName: 'Saathi & Sahas <Pune>' },
      database: t.database,
      authSecret: 'test-secret-test-secret-test-secret-0123',
      logger: false,
    });
    await app.ready();
    try {
      const page = await app.inject({ method: 'GET', url: '/forum', headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(
        '<!doctype html><title>Saathi &amp; Sahas &lt;Pune&gt;</title><div id="root"><span>Saathi &amp; Sahas &lt;Pune&gt;</span></div>',
      );
    } finally {
      await app.close();
      writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>shell</title>');
    }
  });

  it("allows the page's own inline script by its hash in the Content-Security-Policy, and no other", async () => {
    const script = "document.documentElement.lang='hi-IN'";
    writeFileSync(
      path.join(web, 'index.html'),
      `<!doctype html><title>Fortitude Network</title><script>${script}</script><div id="root"></div><script type="module" src="/assets/app-123.js"></script>`,
    );
    const app = await buildApp({
      config: { ...t.config, webDist: web, siteName: 'Saathi' },
      database: t.database,
      authSecret: 'test-secret-test-secret-test-secret-0123',
      logger: false,
    });
    await app.ready();
    try {
      const page = await app.inject({ method: 'GET', url: '/forum' });
      const scriptSrc = String(page.headers['content-security-policy'])
        .split(';')
        .find((d) => d.startsWith('script-src '));
      const hash = createHash('sha256').update(script).digest('base64');
      expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
      expect(scriptSrc).not.toContain('unsafe-inline');
      // Another SITE_NAME is written into the page without touching the script the hash allows.
      expect(page.body).toContain(`<script>${script}</script>`);
      expect(page.body).toContain('<title>Saathi</title>');
    } finally {
      await app.close();
      writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>shell</title>');
    }
  });
});
