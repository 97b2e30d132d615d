import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';
import type { TestServer } from './harness';

const indexHtml = '<!doctype html><html><head><script type="module" src="/Web/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

describe('security headers and the app under /Web/', () => {
  let server: TestServer;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'fieldwork-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), indexHtml);
    writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log("app");');
    server = await startTestServer({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends a content security policy the built app satisfies, on API answers too', async () => {
    const answer = await server.post('/auth/login', { Username: 'tester', Password: 'wrong-password' });
    const policy = answer.headers.get('content-security-policy') ?? '';
    const directives = new Map(policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }));
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // Map tiles load from the layer catalogue's hosts only (spec 02 section 2, 'Map').
    expect(directives.get('img-src')).toEqual([
      "'self'", 'data:', 'blob:',
      'https://geo.api.vlaanderen.be', 'https://server.arcgisonline.com', 'https://service.pdok.nl', 'https://tile.openstreetmap.org',
    ]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends the other helmet headers', async () => {
    const response = await fetch(`${server.url}/Web/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // Over plain HTTP no HSTS (tests/server/security/headers.test.ts has the HTTPS side).
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('redirects / and /Web to /Web/', async () => {
    for (const path of ['/', '/Web']) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/Web/');
    }
  });

  it('serves index.html at /Web/ and for every client route, never cached', async () => {
    for (const path of ['/Web/', '/Web/projects', '/Web/project/12/overview?tab=points']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
    }
  });

  it('serves hashed assets for a year and answers a missing asset with 404, not the app', async () => {
    const asset = await fetch(`${server.url}/Web/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${server.url}/Web/assets/index-gone.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });

  it('does not answer the app for a POST under /Web/', async () => {
    expect((await server.post('/Web/projects', {})).status).toBe(404);
  });
});
