import type { cookieJarFetch } from '../cookie-jar';

/** A browser-like client without a browser: one cookie jar, redirects followed by hand. */
export type JarFetch = ReturnType<typeof cookieJarFetch>;

/** The provider's form on a page: where it posts and which prompt it answers. */
function formOf(html: string): { action: string; prompt: string } | undefined {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
  return action && prompt ? { action: action.replace(/&amp;/g, '&'), prompt } : undefined;
}

/**
 * Signs in through the local provider as `login` from /auth/oidc/start (with `query`), answering
 * its login and consent pages as a user would, and answers where the server finally sends the
 * browser (a /Web/… URL).
 */
export async function signOnThrough(jar: JarFetch, serverUrl: string, login: string, query: Record<string, string> = {}): Promise<URL> {
  let url = new URL(`${serverUrl}/auth/oidc/start?${new URLSearchParams(query).toString()}`);
  let init: RequestInit = { redirect: 'manual' };
  for (let step = 0; step < 20; step += 1) {
    const answer = await jar(url, init);
    init = { redirect: 'manual' };
    const location = answer.headers.get('location');
    if (answer.status >= 300 && answer.status < 400 && location) {
      url = new URL(location, url);
      if (url.origin === serverUrl && url.pathname.startsWith('/Web/')) return url;
      continue;
    }
    const form = formOf(await answer.text());
    if (!form) throw new Error(`no form at ${url.href} (HTTP ${answer.status})`);
    url = new URL(form.action, url);
    const fields: Record<string, string> = form.prompt === 'login' ? { prompt: 'login', login, password: 'any' } : { prompt: form.prompt };
    init = { redirect: 'manual', method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() };
  }
  throw new Error('the sign-on did not come back to the app');
}

/** POSTs JSON through the jar (the refresh cookie goes along where its path allows). */
export async function postJson(jar: JarFetch, url: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await jar(url, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
