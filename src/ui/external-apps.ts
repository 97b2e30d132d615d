import type { ExternalAppName } from '../../commands';

/**
 * The separate external applications the routes /ExternalImport, /ExternalExport/$PrID,
 * /ExternalVerify/$PrID, /ExternalReport/$PrID, /ExternalXYZ/$PrID and /citrixLogin redirect to
 * (spec 01 section 2; spec 02 section 2). Their content is never shown here, only linked. The
 * commands open all but the Citrix login, which only the user menu links.
 */
export type ExternalApp = ExternalAppName | 'citrix';

/** Where each application lives; '' means not configured. */
export type ExternalAppUrls = Readonly<Record<ExternalApp, string>>;

/** The placeholder a URL template may hold for the project id, e.g. 'https://export.example/?project={PrID}'. */
const projectIdPlaceholder = '{PrID}';

/**
 * Reads the URLs from the build's environment (VITE_EXTERNAL_IMPORT_URL, …). The default is
 * 'not configured' rather than a made-up address: a redirect to nowhere would be a dead link.
 */
export function externalAppUrlsFromEnv(env: Partial<Record<string, string | undefined>>): ExternalAppUrls {
  const read = (name: string) => (env[name] ?? '').trim();
  return {
    import: read('VITE_EXTERNAL_IMPORT_URL'),
    export: read('VITE_EXTERNAL_EXPORT_URL'),
    verify: read('VITE_EXTERNAL_VERIFY_URL'),
    report: read('VITE_EXTERNAL_REPORT_URL'),
    xyz: read('VITE_EXTERNAL_XYZ_URL'),
    citrix: read('VITE_EXTERNAL_CITRIX_URL'),
  };
}

/** This build's external applications. */
const externalAppUrls: ExternalAppUrls = externalAppUrlsFromEnv({
  VITE_EXTERNAL_IMPORT_URL: import.meta.env.VITE_EXTERNAL_IMPORT_URL,
  VITE_EXTERNAL_EXPORT_URL: import.meta.env.VITE_EXTERNAL_EXPORT_URL,
  VITE_EXTERNAL_VERIFY_URL: import.meta.env.VITE_EXTERNAL_VERIFY_URL,
  VITE_EXTERNAL_REPORT_URL: import.meta.env.VITE_EXTERNAL_REPORT_URL,
  VITE_EXTERNAL_XYZ_URL: import.meta.env.VITE_EXTERNAL_XYZ_URL,
  VITE_EXTERNAL_CITRIX_URL: import.meta.env.VITE_EXTERNAL_CITRIX_URL,
});

/**
 * The address to send the browser to, or null when the application is not configured or its URL
 * is not http(s) (a `javascript:` URL in configuration must never run). The project id replaces
 * {PrID} in the template, or is added as the PrID query parameter.
 */
export function externalAppUrl(app: ExternalApp, prId?: number, urls: ExternalAppUrls = externalAppUrls): string | null {
  const template = urls[app];
  if (!template) return null;
  const withId = prId === undefined || !template.includes(projectIdPlaceholder)
    ? template
    : template.split(projectIdPlaceholder).join(encodeURIComponent(String(prId)));
  let url: URL;
  try {
    url = new URL(withId);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (prId !== undefined && !template.includes(projectIdPlaceholder)) url.searchParams.set('PrID', String(prId));
  return url.toString();
}

/** Whether a toolbar may offer the application (CLIENT.md: a button exists only once its action works). */
export function isExternalAppConfigured(app: ExternalApp, urls: ExternalAppUrls = externalAppUrls): boolean {
  return externalAppUrl(app, app === 'import' || app === 'citrix' ? undefined : 1, urls) !== null;
}
