import { afterAll, beforeAll } from 'vitest';
import type { SqlDialect } from '../../server/db/connection';
import { startTestServer } from './harness';
import type { Session, TestServer } from './harness';
import { startLocalSmtp } from './local-smtp';
import type { LocalSmtp } from './local-smtp';

/** A test server that mails through a local SMTP server, with the default account signed in. */
export interface ServerWithMail {
  readonly smtp: LocalSmtp;
  readonly server: TestServer;
  readonly session: Session;
}

/**
 * Starts, for the describe block it is called in, a local SMTP server and a test server on `dialect` that sends
 * through it from `from` (the SMTP_* set-up), and signs the default account in; both stop after the block.
 */
export function useServerWithMail(dialect: SqlDialect, from: string): ServerWithMail {
  let started: ServerWithMail | undefined;
  beforeAll(async () => {
    const smtp = await startLocalSmtp();
    const server = await startTestServer({ dialect, env: { SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port), SMTP_FROM: from } });
    started = { smtp, server, session: await server.login() };
  });
  afterAll(async () => {
    await started?.server.close();
    await started?.smtp.close();
  });
  const get = (): ServerWithMail => {
    if (!started) throw new Error('useServerWithMail: only inside a test of its describe block');
    return started;
  };
  return {
    get smtp() { return get().smtp; },
    get server() { return get().server; },
    get session() { return get().session; },
  };
}
