import { afterAll, beforeAll } from 'vitest';
import type { LocalOidc } from '../server/local-oidc';
import { startLocalSmtp } from '../server/local-smtp';
import type { LocalSmtp } from '../server/local-smtp';
import { useE2eHarness } from './harness';
import type { E2eHarness, HarnessOptions } from './harness';

/** Options of useE2eHarnessWithMail: the harness's own, the sender the server mails from, and whether sign-on is on. */
export interface HarnessWithMailOptions extends HarnessOptions {
  from: string;
  /** Also a local OpenID Connect provider, set up as the server's sign-on and accepting its callback. */
  signOn?: boolean;
}

/** A file's harness with the local services its server talks to. */
export interface HarnessWithMail {
  readonly harness: E2eHarness;
  readonly smtp: LocalSmtp;
  readonly oidc: LocalOidc;
}

/**
 * The browser-test harness (see useE2eHarness) whose server mails through a local SMTP server from `from`, and
 * with `signOn` signs on through a local OpenID Connect provider; the services start before the server (hooks run
 * in the order they are registered) and stop after it.
 */
export function useE2eHarnessWithMail({ from, signOn = false, serverEnv, ...options }: HarnessWithMailOptions): HarnessWithMail {
  let smtp: LocalSmtp | undefined;
  let oidc: LocalOidc | undefined;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    // oidc-provider is imported only where sign-on is on: loading it warns on Node 20 ("use Node 22").
    const startOidc = async (): Promise<LocalOidc> => (await import('../server/local-oidc')).startLocalOidc();
    [smtp, oidc] = await Promise.all([startLocalSmtp(), signOn ? startOidc() : undefined]);
    Object.assign(env, oidc?.env(), { SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port), SMTP_FROM: from }, serverEnv);
  });
  afterAll(async () => { await Promise.all([smtp?.close(), oidc?.close()]); });
  const harness = useE2eHarness({ ...options, serverEnv: env });
  if (signOn) beforeAll(() => { oidc?.acceptCallback(`${harness.url}/auth/oidc/callback`); });
  const started = <T>(service: T | undefined, name: string): T => {
    if (!service) throw new Error(`useE2eHarnessWithMail: ${name} is not running (only inside this file's tests)`);
    return service;
  };
  return {
    harness,
    get smtp() { return started(smtp, 'the SMTP server'); },
    get oidc() { return started(oidc, 'the OpenID Connect provider'); },
  };
}
