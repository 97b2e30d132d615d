import { describe, expect, it } from 'vitest';
import { externalAppUrl, externalAppUrlsFromEnv, isExternalAppConfigured } from '../../../src/ui/external-apps';

const urls = externalAppUrlsFromEnv({
  VITE_EXTERNAL_IMPORT_URL: 'https://import.example/start',
  VITE_EXTERNAL_EXPORT_URL: ' https://export.example/projects/{PrID}/export ',
  VITE_EXTERNAL_VERIFY_URL: 'https://verify.example/?lang=nl',
  VITE_EXTERNAL_REPORT_URL: 'javascript:alert(1)',
  VITE_EXTERNAL_XYZ_URL: 'not a url',
});

describe('external applications (spec 01 section 2: linked by URL from configuration)', () => {
  it('puts the project id into the {PrID} placeholder', () => {
    expect(externalAppUrl('export', 12, urls)).toBe('https://export.example/projects/12/export');
  });

  it('adds the project id as the PrID parameter when the URL has no placeholder', () => {
    expect(externalAppUrl('verify', 12, urls)).toBe('https://verify.example/?lang=nl&PrID=12');
    expect(externalAppUrl('import', undefined, urls)).toBe('https://import.example/start');
  });

  it('treats a missing, unreadable or non-http URL as not configured', () => {
    expect(externalAppUrl('citrix', undefined, urls)).toBeNull();
    expect(externalAppUrl('report', 12, urls)).toBeNull();
    expect(externalAppUrl('xyz', 12, urls)).toBeNull();
    expect(isExternalAppConfigured('report', urls)).toBe(false);
    expect(isExternalAppConfigured('export', urls)).toBe(true);
    expect(isExternalAppConfigured('import', urls)).toBe(true);
  });

  it('has nothing configured by default, rather than a made-up address', () => {
    const none = externalAppUrlsFromEnv({});
    expect(Object.values(none)).toEqual(['', '', '', '', '', '']);
    expect(externalAppUrl('export', 1, none)).toBeNull();
  });
});
