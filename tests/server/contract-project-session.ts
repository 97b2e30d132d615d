import { afterAll, beforeAll } from 'vitest';
import { createApiClient, createSession, memoryStorage } from '../../src/api';
import type { ApiClient } from '../../src/api';
import type { SqlDialect } from '../../server/db/connection';
import { writeContractProject } from './client-contract-fixtures';
import type { ContractProject } from './client-contract-fixtures';
import { cookieJarFetch } from './cookie-jar';
import { defaultAccount, startTestServer } from './harness';
import type { TestServer } from './harness';

/** What a describe block gets: read inside its tests, set once its beforeAll has run. */
export interface ContractProjectSession {
  readonly server: TestServer;
  readonly api: ApiClient;
  readonly story: ContractProject;
}

/**
 * A server of `dialect` with the contract project written through the browser's API client, for the
 * tests of one describe block (its beforeAll starts them, its afterAll stops the server).
 */
export function useContractProject(dialect: SqlDialect): ContractProjectSession {
  let state: { server: TestServer; api: ApiClient; story: ContractProject } | null = null;
  const current = () => {
    if (!state) throw new Error('useContractProject: read before beforeAll ran');
    return state;
  };
  beforeAll(async () => {
    const server = await startTestServer({ dialect });
    // A cookie jar, as in a browser, so a renewal through the refresh cookie works in a long file too.
    const api = createApiClient({ baseUrl: server.url, session: createSession(memoryStorage(), 'en'), fetch: cookieJarFetch(), onSignedOut: () => undefined });
    await api.signIn(defaultAccount);
    state = { server, api, story: await writeContractProject(api) };
  });
  afterAll(() => state?.server.close());
  return {
    get server() { return current().server; },
    get api() { return current().api; },
    get story() { return current().story; },
  };
}
