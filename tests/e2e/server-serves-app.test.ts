import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appPath, demoAccount, expectNoPageProblems, expectNoSeriousA11yViolations, useE2eHarness } from './harness';

const harness = useE2eHarness();

const builtIndex = () => readFileSync(join(harness.clientDir, 'index.html'), 'utf8');
const entryScript = (html: string) => /<script\b[^>]*\btype="module"[^>]*\bsrc="(\/Web\/assets\/[^"]+\.js)"/.exec(html)?.[1];

describe('the real server serves the built client under /Web/', () => {
  it('answers /Web/ with the built index.html, whose entry script loads', async () => {
    const answer = await fetch(`${harness.url}/Web/`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await answer.text();
    expect(html).toBe(builtIndex());
    const script = entryScript(html);
    expect(script, 'index.html names its module script under /Web/assets/').toBeDefined();
    const code = await fetch(`${harness.url}${script}`);
    expect(code.status).toBe(200);
    expect(code.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers an unknown deep path with index.html, but not a missing hashed asset', async () => {
    const deep = await fetch(`${harness.url}/Web/some/deep/path`);
    expect(deep.status).toBe(200);
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    expect(await deep.text()).toBe(builtIndex());
    const missingAsset = await fetch(`${harness.url}/Web/assets/no-such-file.js`);
    expect(missingAsset.status).toBe(404);
  });
});

describe('the app in Chromium', () => {
  it('renders /Web/ without console errors, page errors or CSP violations', async () => {
    const { page, problems } = harness;
    const answer = await page.goto(appPath(''));
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    // React has drawn something into #root: the bundle loaded, ran and rendered under the CSP.
    await page.locator('#root > *').first().waitFor();
    await page.waitForLoadState('networkidle');
    expectNoPageProblems(problems);
  });

  it('renders a deep link as cleanly', async () => {
    const { page, problems } = harness;
    await page.goto(appPath('some/deep/path'));
    await page.locator('#root > *').first().waitFor();
    await page.waitForLoadState('networkidle');
    expectNoPageProblems(problems);
  });

  it('has no serious or critical accessibility violation on its first screen', async () => {
    const { page } = harness;
    await page.goto(appPath(''));
    await page.locator('#root > *').first().waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('reports a CSP violation when one happens, so the checks above can fail', async () => {
    const { page, problems } = harness;
    await page.goto(appPath(''));
    await page.evaluate(() => {
      const inline = document.createElement('script');
      inline.textContent = 'document.body.dataset.inlineRan = "yes"';
      document.head.append(inline);
    });
    await expect.poll(() => problems.map((problem) => problem.kind)).toContain('csp-violation');
    expect(await page.evaluate(() => document.body.dataset.inlineRan)).toBeUndefined();
  });
});

describe('sign-in on the seeded demo account', () => {
  it('answers /auth/login with a bearer token for the demo credentials, and 401 for a wrong password', async () => {
    const { request } = harness.page;
    const answer = await request.post('/auth/login', {
      data: { Username: demoAccount.username, Password: demoAccount.password, Licensenumber: demoAccount.licenceNumber },
    });
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { access_token: unknown; token_type: unknown; licensenumber: unknown };
    expect(body.access_token).toEqual(expect.stringMatching(/^\S{16,}$/));
    expect(body.token_type).toBe('Bearer');
    expect(body.licensenumber).toBe(demoAccount.licenceNumber);

    const refused = await request.post('/auth/login', { data: { Username: demoAccount.username, Password: 'not-the-password' } });
    expect(refused.status()).toBe(401);
  });
});
