import { describe, expect, it } from 'vitest';
import { browserWarningRedirect, passesModernSyntaxTest } from '../../../../src/app/browser-support/modern-syntax';

describe('the modern-syntax test at start (spec 01 section 2)', () => {
  it('passes where the probe chunk loads and runs', async () => {
    expect(await passesModernSyntaxTest()).toBe(true);
  });

  it('fails when the chunk cannot be parsed or loaded', async () => {
    expect(await passesModernSyntaxTest(() => Promise.reject(new SyntaxError('Unexpected token #')))).toBe(false);
    expect(await passesModernSyntaxTest(() => Promise.resolve({ modernSyntaxWorks: () => false }))).toBe(false);
  });

  it('sends a failing browser to /Web/browser_warning once, and a passing one nowhere', () => {
    expect(browserWarningRedirect(false, '/Web/project/12', '/Web/')).toBe('/Web/browser_warning');
    expect(browserWarningRedirect(false, '/Web/browser_warning', '/Web/')).toBeNull();
    expect(browserWarningRedirect(false, '/Web/browser_warning/', '/Web/')).toBeNull();
    expect(browserWarningRedirect(true, '/Web/project/12', '/Web/')).toBeNull();
  });
});
