import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, createSession, memoryStorage } from '../../../src/api';
import { finishJob, insertJob } from '../../../server/db/repositories/jobs';
import { sent, writeContractProject } from '../client-contract-fixtures';
import { cookieJarFetch } from '../cookie-jar';
import { defaultAccount, forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';
import { licenceIdOf } from '../overview-fixtures';
import { registeredRoutes } from './registered-routes';
import type { RegisteredRoute } from './registered-routes';
import { rowsByTable } from './table-snapshot';

/**
 * The licence-isolation matrix (spec 02 section 6): licence A holds one of everything; a user of
 * licence B calls every registered call of the server (read from the route tree, no list to keep)
 * with A's ids and keys in every place a call reads them, for each write action. Nothing of A may
 * come back (0 reads), and no row of A may change, go, or gain a child (0 writes).
 */

type Row = Record<string, unknown>;
type Tables = Map<string, Map<string, Row>>;

/** Texts only A's records carry: an answer that shows one has read across licences. */
const projectCode = 'ISO-A-Q7ZK';
const texts = [projectCode, sent.project.PrName, sent.project.PrRemark, sent.sublocation.SlNameInspector, sent.layers[1].LaRemark, sent.jar.JrBarcode,
  sent.contact.CcCompanyName, sent.contact.CcContactPerson, sent.summary.SmText, sent.cadastral.CaName, sent.customer.CuCustomerName, sent.visit.LvRemark, 'ISO-A-SAMPLE'];

/** Tables that record B's own sign-ins and refusals, written by any call B makes. */
const authTables = new Set(['authTokens', 'authEvents', 'authThrottles']);
/** A column that names a record (an id or a GUID) or its version: what B puts in its rows. */
const keyColumn = /(ID|Guid|GUID)$|^RowVersion$/;
/** The list names the lab calls use beside the tables' own (spec 02 section 7). */
const listAliases: Record<string, string> = { tblAnalysisSamples: 'AnalysisSamples', tblLabAssignments: 'LabAssignments', tblAnalysisSampleParts: 'SampleParts' };

function isEntityTable(table: string): boolean {
  return table.startsWith('tbl') && table !== 'tblGeneralCodes' && table !== 'tblFieldTemplates';
}

/** B's bodies for one call: every A id as a parameter and in data, and A's rows (keys only) under every list name. */
function bodiesFor(route: RegisteredRoute, ids: Row, lists: Row): Row[] {
  const writes = /\/(Set|set|transfer|Send|Unpin|Update)|JobOrchestrator\/(convert|import)|export$/.test(route.path);
  const actions = writes ? ['INSERT', 'UPDATE', 'DELETE', 'CREATE'] : [undefined];
  return actions.map((action) => ({
    ...ids, ...(action ? { action } : {}),
    Parameters: { ...ids, Filter: 'all', ProjectIDs: [ids.PrID] },
    data: { ...ids, ...lists },
  }));
}

describe('licence isolation: every registered call with another licence\'s ids reads nothing and writes nothing (spec 02 section 6)', () => forEachDatabase((dialect) => {
  let server: TestServer;
  let other: Session;
  let owner: { licenceId: number; userId: number };
  let intruder: { licenceId: number; userId: number };
  let ids: Row;
  let lists: Row;
  let ownKeys: Map<string, Set<unknown>>;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const api = createApiClient({ baseUrl: server.url, session: createSession(memoryStorage(), 'en'), fetch: cookieJarFetch(), onSignedOut: () => undefined });
    await api.signIn(defaultAccount);
    const story = await writeContractProject(api, projectCode);
    const session = await server.login();
    const data = '/ITWDataRestService_V1_0';
    const jar = story.jars.tblJars[0];
    const made = await session.call<{ ResultCode: string; FileContent: string }>(`${data}/SetAnalysisSamples`, { action: 'INSERT', data: { PrID: story.prId, AnalysisSamples: [{ Name: 'ISO-A-SAMPLE', MatrixCode: 'GR', From: 0, To: 50 }] } });
    expect(made.body.ResultCode).toBe('Import_Succes');
    const sample = (JSON.parse(made.body.FileContent) as { VeldData: { tblAnalysisSamples: Row[] } }).VeldData.tblAnalysisSamples[0] ?? {};
    expect((await session.call(`${data}/SetAnalysisSampleParts`, { action: 'INSERT', data: { PrID: story.prId, AsID: sample.AsID, SampleParts: [{ JrID: jar?.JrID }] } })).body.ResultCode).toBe('Import_Succes');
    expect((await session.call(`${data}/SetLabassignment`, { action: 'CREATE', data: { PrID: story.prId, LabAssignments: [{ Date: '2026-11-20T00:00:00' }] } })).body.ResultCode).toBe('Import_Succes');
    const ownerUser = await server.db.selectFrom('users').select(['id', 'licenceId']).where('username', '=', defaultAccount.username).executeTakeFirstOrThrow();
    owner = { licenceId: Number(ownerUser.licenceId), userId: Number(ownerUser.id) };
    // A finished job of A's, so the job status call has an order id of A's to be asked about.
    const orderId = randomUUID();
    await insertJob(server.db, { orderId, licenceId: owner.licenceId, userId: owner.userId, phase: 'import', input: '{}' }, new Date());
    await finishJob(server.db, orderId, 'done', { imported: projectCode }, [], new Date());

    const added = await server.addUser({ licenceNumber: 2000 });
    intruder = { licenceId: await licenceIdOf(server.db, 2000), userId: added.userId };
    other = await server.login(added);

    // A's ids and keys as B will send them, and A's own keys by column, to spot a row B hangs under A's.
    const tables = await rowsByTable(server.db, dialect);
    ids = { ProjectID: story.prId, orderId, OrderId: orderId };
    lists = {};
    ownKeys = new Map([['userId', new Set([owner.userId])], ['licenceId', new Set([owner.licenceId])], ['LicenceID', new Set([owner.licenceId])]]);
    for (const [table, rows] of tables) {
      if (!isEntityTable(table)) continue;
      const keyed = [...rows.values()].map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => keyColumn.test(column))));
      lists[table] = keyed;
      if (listAliases[table]) lists[listAliases[table]] = keyed;
      for (const row of rows.values()) {
        const [primary] = Object.keys(row);
        for (const [column, value] of Object.entries(row)) {
          if (keyColumn.test(column) && column !== 'RowVersion' && value !== null && !(column in ids)) ids[column] = value;
        }
        if (primary) ownKeys.set(primary, (ownKeys.get(primary) ?? new Set()).add(row[primary]));
      }
    }
  });
  afterAll(() => server.close());

  /** What one of B's calls did to A: A's rows changed or gone, and new rows that hang under A's. */
  function writesToA(before: Tables, after: Tables): string[] {
    const found: string[] = [];
    for (const [table, rows] of before) {
      if (authTables.has(table)) continue;
      const now = after.get(table) ?? new Map<string, Row>();
      for (const [text, row] of rows) {
        const intrudersOwn = row.userId === intruder.userId || row.licenceId === intruder.licenceId || row.LicenceID === intruder.licenceId || (table === 'licences' && row.id === intruder.licenceId);
        if (!now.has(text) && !intrudersOwn) found.push(`${table}: changed or removed ${text.slice(0, 200)}`);
      }
      for (const [text, row] of now) {
        if (rows.has(text)) continue;
        for (const [column, value] of Object.entries(row)) {
          if (column !== Object.keys(row)[0] && ownKeys.get(column)?.has(value)) found.push(`${table}: added under A's ${column} ${String(value)}: ${text.slice(0, 200)}`);
        }
      }
    }
    return found;
  }

  it('covers every registered call, each with A\'s ids, and none of them shows or touches A\'s records', { timeout: 300_000 }, async ({ annotate }) => {
    const routes = registeredRoutes(server.app);
    expect(routes.length).toBeGreaterThan(50);
    let requests = 0;
    const accepted: string[] = [];
    for (const route of routes) {
      const url = route.path.replace(/:\w+/g, String(ids.orderId));
      const bodies = route.method === 'POST' ? bodiesFor(route, ids, lists) : [null];
      for (const body of bodies) {
        const before = await rowsByTable(server.db, dialect);
        const answer = body === null
          ? await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${other.accessToken}` } }).then(async (response) => ({ status: response.status, text: await response.text() }))
          : await other.call(url, body).then((response) => ({ status: response.status, text: JSON.stringify(response.body ?? null) }));
        requests += 1;
        const label = `${route.method} ${route.path} ${String(body?.action ?? '')}`;
        for (const text of texts) expect(answer.text, `${label} answered with A's "${text}"`).not.toContain(text);
        expect(answer.status, label).toBeLessThan(500);
        expect(writesToA(before, await rowsByTable(server.db, dialect)), label).toEqual([]);
        if (answer.status === 200 && /Succes"/.test(answer.text)) accepted.push(label);
      }
    }
    // The matrix is real: A's records are there to be found, and A reads them with the same kind of call.
    const own = await server.login();
    const read = await own.call('/ITWDataRestService_V1_0/GetSingleProject', { Parameters: { ProjectID: ids.ProjectID } });
    expect(JSON.stringify(read.body)).toContain(projectCode);
    await annotate(`${dialect}: ${routes.length} calls, ${requests} requests as licence B; accepted (B's own, empty or new records of B): ${accepted.length}`);
  });
}));
