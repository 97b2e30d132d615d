import { afterAll, beforeAll } from 'vitest';
import type { SqlDialect } from '../../../server/db/connection';
import { startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';
import { testerOwner } from './ti-fixtures';

/** A test server with the default account signed in, and that account as the owner of the projects a test seeds. */
export interface ServerWithOwner {
  readonly server: TestServer;
  readonly session: Session;
  readonly owner: { licenceId: number; userId: number };
}

/** Starts, for the describe block it is called in, a test server on `dialect` and signs the default account in; the server stops after the block. */
export function useServerWithOwner(dialect: SqlDialect): ServerWithOwner {
  let server: TestServer | undefined;
  let started: ServerWithOwner | undefined;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    started = { server, session: await server.login(), owner: await testerOwner(server) };
  });
  afterAll(() => server?.close());
  const get = (): ServerWithOwner => {
    if (!started) throw new Error('useServerWithOwner: only inside a test of its describe block');
    return started;
  };
  return {
    get server() { return get().server; },
    get session() { return get().session; },
    get owner() { return get().owner; },
  };
}
