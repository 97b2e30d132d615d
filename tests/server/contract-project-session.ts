import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApiClient, createSession, memoryStorage } from '../../src/api';
import type { ApiClient } from '../../src/api';
import type { SqlDialect } from '../../server/db/connection';
import { writeContractProject } from './client-contract-fixtures';
import type { ContractProject } from './client-contract-fixtures';
import { cookieJarFetch } from './cookie-jar';
import { defaultAccount, startTestServer } from './harness';
import type { TestServer } from './harness';

/** What a describe block gets: read inside its tests, set once its beforeAll and beforeEach have run. */
export interface ContractProjectSession {
  readonly server: TestServer;
  readonly api: ApiClient;
  /** The contract project of the running test: each test writes its own, so none reads another's writes. */
  readonly story: ContractProject;
}

/**
 * A server of `dialect` for the tests of one describe block (its beforeAll starts it, its afterAll
 * stops it), and before each test a contract project of that test's own, written through the
 * browser's API client.
 */
export function useContractProject(dialect: SqlDialect): ContractProjectSession {
  let state: { server: TestServer; api: ApiClient } | null = null;
  let story: ContractProject | null = null;
  let projects = 0;
  const current = () => {
    if (!state) throw new Error('useContractProject: read before beforeAll ran');
    return state;
  };
  beforeAll(async () => {
    const server = await startTestServer({ dialect });
    // A cookie jar, as in a browser, so a renewal through the refresh cookie works in a long file too.
    const api = createApiClient({ baseUrl: server.url, session: createSession(memoryStorage(), 'en'), fetch: cookieJarFetch(), onSignedOut: () => undefined });
    await api.signIn(defaultAccount);
    state = { server, api };
  });
  beforeEach(async () => {
    projects += 1;
    story = await writeContractProject(current().api, `CONTRACT-${projects}`);
  });
  afterAll(() => state?.server.close());
  return {
    get server() { return current().server; },
    get api() { return current().api; },
    get story() {
      if (!story) throw new Error('useContractProject: read before beforeEach ran');
      return story;
    },
  };
}
