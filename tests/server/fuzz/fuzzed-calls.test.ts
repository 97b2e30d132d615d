import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntityRows } from '../../../server/db/repositories/entity-rows';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';
import { licenceIdOf } from '../overview-fixtures';
import { registeredRoutes } from './registered-routes';
import type { RegisteredRoute } from './registered-routes';
import { changeCounter, snapshot } from './table-snapshot';

/** Requests per database in one run. */
const requestsPerDatabase = { sqlite: 10_000, postgres: 1_000 } as const;
const fuzzTimeout = 600_000;

/** What an answer must never show: a stack frame or a path of the server's files. */
const leak = /\bat .+:\d+:\d+|\/work\/|node_modules|\.ts:\d+|Error: /;

/** What a refused sign-in, refresh or sign-out must record (ASVS 2.2.1 throttle, 7.1.3 audit trail): left out of their comparison. */
const refusalRecords = ['authEvents', 'authThrottles'];
const withoutRefusalRecords = (tables: Record<string, string>) => Object.fromEntries(Object.entries(tables).filter(([table]) => !refusalRecords.includes(table)));

/** Names only another licence's records carry: an answer that shows one has read across licences. */
const foreignNames = { project: 'FOREIGN-Q7Z', point: 'foreign-point-K3W' };

const prototypeKeys = ['__proto__', 'constructor', 'prototype'];
const actions = ['INSERT', 'UPDATE', 'UPSERT', 'DELETE'];

describe('fuzzed bodies on every registered call: never a 5xx, never a leak, nothing written by a refused call (spec 02 section 6)', () => forEachDatabase((dialect) => {
  let server: TestServer;
  let session: Session;
  let own: { prId: number };
  let foreign: { prId: number; mpGuid: string };
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    session = await server.login();
    const [project] = await insertEntityRows(server.db, 'project', [{ PrCode: 'FUZZ', PrCoordinateSystem: 'EPSG:28992' }], { LicenceID: await licenceIdOf(server.db, 1000) });
    own = { prId: Number(project?.PrID) };
    await server.addUser({ licenceNumber: 2000 });
    const [other] = await insertEntityRows(server.db, 'project', [{ PrCode: foreignNames.project, PrCoordinateSystem: 'EPSG:28992' }], { LicenceID: await licenceIdOf(server.db, 2000) });
    const [point] = await insertEntityRows(server.db, 'measurementPoint', [{ MpName: foreignNames.point, PrID: Number(other?.PrID) }]);
    foreign = { prId: Number(other?.PrID), mpGuid: String(point?.MpGuid) };
    routes = registeredRoutes(server.app);
  });
  afterAll(() => server.close());

  it('finds the calls in the route tree', () => {
    const paths = routes.map((route) => `${route.method} ${route.path}`);
    expect(paths).toContain('POST /ITWDataRestService_V1_0/SetMeasurementPoints');
    expect(paths).toContain('POST /ITWDataRestService_V1_0/SetCadastralOvamCustomer');
    expect(paths).toContain('GET /JobOrchestrator/status/:orderId');
    expect(paths.length).toBeGreaterThan(50);
  });

  it(`answers ${requestsPerDatabase[dialect].toLocaleString('en')} fuzzed calls without 5xx or leaks, and refused ones write nothing`, { timeout: fuzzTimeout }, async ({ annotate }) => {
    const ids = fc.oneof(fc.constant(foreign.prId), fc.constant(String(foreign.prId)), fc.constant(own.prId), fc.integer(), fc.string(), fc.constant(null));
    const key = fc.oneof(fc.constantFrom(...prototypeKeys, 'PrID', 'MpGuid', 'MpName', 'LaFrom', 'RowVersion', 'Parameters', 'data', 'action'), fc.string({ maxLength: 20 }));
    const leafValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), ids, fc.constant(foreign.mpGuid), fc.constant('x'.repeat(300_000)));
    const row = fc.dictionary(key, leafValue, { maxKeys: 8 });
    const deep = fc.integer({ min: 50, max: 3000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown);
    const data = fc.record({ PrID: ids, MpGuid: fc.oneof(fc.constant(foreign.mpGuid), fc.string()), rows: fc.array(row, { maxLength: 5 }), listName: key }, { requiredKeys: [] })
      .map(({ rows, listName, ...rest }) => ({ ...rest, ...(listName === undefined ? {} : { [listName]: rows }) }));
    const body = fc.oneof(
      fc.record({ action: fc.oneof(fc.constantFrom(...actions), fc.string()), data: fc.oneof(data, fc.jsonValue()), Parameters: fc.oneof(fc.record({ ProjectID: ids }), fc.jsonValue()) }, { requiredKeys: [] }),
      fc.jsonValue({ maxDepth: 4 }),
      deep,
      fc.dictionary(key, leafValue),
    );
    const withAuthorisation = fc.boolean();
    // A path parameter (an order id) gets fuzzed text too, another licence's GUID among it.
    const pathParameter = fc.oneof(fc.string({ minLength: 1 }), fc.constant(foreign.mpGuid), fc.constant('../../etc/passwd'));
    const call = fc.tuple(fc.constantFrom(...routes), body, withAuthorisation, fc.boolean(), pathParameter);

    let before = await snapshot(server.db, dialect);
    let changes = await changeCounter(server.db, dialect);
    const seen = { requests: 0, refused: 0 };
    const statuses = new Map<number, number>();
    const called = new Set<string>();
    await fc.assert(fc.asyncProperty(call, async ([route, sent, authorised, keepPrototype, parameter]) => {
      const path = route.path.replace(/:\w+/g, encodeURIComponent(parameter));
      called.add(`${route.method} ${route.path}`);
      const payload = authorised && sent !== null && typeof sent === 'object' && !Array.isArray(sent) ? { ...sent, Authorisation: session.authorisation } : sent;
      let text = JSON.stringify(payload ?? null);
      // A "__proto__" key written into the JSON text itself, as an attacker sends it (an object's own key may not survive JSON.stringify).
      if (keepPrototype && text.startsWith('{')) text = text === '{}' ? '{"__proto__":{"isAdmin":true}}' : `{"__proto__":{"isAdmin":true},${text.slice(1)}`;
      // Sign-in, refresh and sign-out are called as a browser does, without the bearer token: a fuzzed sign-out must not end the session the rest of the run uses.
      const bearer = path.startsWith('/auth/') ? {} : { authorization: `Bearer ${session.accessToken}` };
      const answer = route.method === 'POST'
        ? await server.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...bearer }, payload: text })
        : await server.app.inject({ method: 'GET', url: path, headers: bearer });
      seen.requests += 1;
      expect(answer.statusCode, `${path}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
      expect(answer.body, path).not.toMatch(leak);
      expect(answer.body, `${path} answered with another licence's record`).not.toMatch(new RegExp(`${foreignNames.project}|${foreignNames.point}`));
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      const resultCode = answer.headers['content-type']?.toString().includes('json') ? (answer.json() as { ResultCode?: unknown } | null)?.ResultCode : undefined;
      const accepted = answer.statusCode === 200 && typeof resultCode === 'string' && !/fail|error/i.test(resultCode);
      if (!accepted) seen.refused += 1;
      const changesNow = await changeCounter(server.db, dialect);
      if (changesNow !== undefined && changesNow === changes) return;
      changes = changesNow;
      const after = await snapshot(server.db, dialect);
      if (!accepted) {
        const compared = path.startsWith('/auth/') ? withoutRefusalRecords : (tables: Record<string, string>) => tables;
        expect(compared(after), `${path} was refused (${answer.statusCode} ${String(resultCode)}) and still changed the database`).toEqual(compared(before));
      }
      before = after;
    }), { numRuns: requestsPerDatabase[dialect], seed: 20261125 });
    expect(seen.requests).toBe(requestsPerDatabase[dialect]);
    expect(seen.refused).toBeGreaterThan(0);
    // Every registered call was among them: none is left unfuzzed by chance.
    expect([...called].sort()).toEqual(routes.map((one) => `${one.method} ${one.path}`).sort());
    // The session held to the end: the calls were judged on their bodies, not refused for a lost token.
    expect((await session.call('/ITWDataRestService_V1_0/GetProjects', { Parameters: { Filter: 'all' } })).status).toBe(200);
    await annotate(`${dialect}: ${seen.requests} requests, ${seen.refused} refused; by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
  });
}));
