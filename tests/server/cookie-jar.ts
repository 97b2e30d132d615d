/** One cookie as a browser keeps it. */
interface StoredCookie {
  value: string;
  path: string;
}

/**
 * A fetch that keeps cookies as a browser does for one origin — set by Set-Cookie, removed by an
 * expired one, sent only to paths under their Path — so the browser client's refresh through the
 * HttpOnly cookie works in Node tests. `cookies()` shows the jar.
 */
export function cookieJarFetch(): typeof fetch & { cookies(): ReadonlyMap<string, StoredCookie> } {
  const jar = new Map<string, StoredCookie>();
  const jarFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init.headers);
    const sent = [...jar].filter(([, cookie]) => url.pathname === cookie.path || url.pathname.startsWith(`${cookie.path.replace(/\/$/, '')}/`));
    if (sent.length > 0) headers.set('cookie', sent.map(([name, cookie]) => `${name}=${cookie.value}`).join('; '));
    const response = await fetch(url, { ...init, headers });
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      const attribute = (key: string) => attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expired = attribute('max-age') === '0' || new Date(attribute('expires') ?? '9999-12-31').getTime() <= Date.now();
      if (expired || value === '') jar.delete(name);
      else jar.set(name, { value, path: attribute('path') ?? '/' });
    }
    return response;
  };
  return Object.assign(jarFetch, { cookies: () => jar });
}
