import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { SqlDialect } from '../../../server/db/connection';
import { insertEntityRows } from '../../../server/db/repositories/entity-rows';
import { generateDemoProject } from '../../../server/seed/demo-project';
import type { WireRecord } from '../../../server/seed/demo-project';
import { addAccount } from '../../../server/services/account-service';
import { forEachDatabase, freshDatabase } from '../harness';
import type { FreshDatabase } from '../harness';
import { licenceIdOf } from '../overview-fixtures';
import { databaseEnvironment, startServerProcess } from '../../e2e/server-process';
import type { ServerProcess } from '../../e2e/server-process';
import { postInFlight } from './save-in-flight';
import { withApplicationName, writeProbe } from './write-in-progress';
import type { WriteProbe } from './write-in-progress';

const save = '/ITWDataRestService_V1_0/SetMeasurementPoints';
const pointCount = 10_000;
const account = { licenceNumber: 1000, username: 'crash', password: 'stroomuitval-tijdens-opslaan' };
const testTimeout = 240_000;

/**
 * When the server is killed. 'sent': the moment the last byte of the body is out, before the server
 * can have saved anything (the 'none' case). 'writing': the moment the database shows the save's
 * transaction open (SQLite: its write lock held, taken at BEGIN IMMEDIATE; PostgreSQL: the server's
 * backend has written, i.e. holds a transaction id, on the points table). 'answered': after the save was answered (must be 'all').
 */
type KillMoment = 'sent' | 'writing' | 'answered';

/** What the database held after the restart, and what the test saw before the kill. */
type Outcome = 'all' | 'none';

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Username: account.username, Password: account.password }),
  });
  if (answer.status !== 200) throw new Error(`sign-in failed with ${answer.status}: ${await answer.text()}`);
  return (await answer.json() as { access_token: string }).access_token;
}

function authorised(token: string, payload: Record<string, unknown>) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ Authorisation: { Username: account.username, Licensenumber: account.licenceNumber, ApplicationCode: 61, Language: 'eng' }, ...payload }),
  };
}

/** Lines the server logged at level error or fatal (pino: 50 and up). */
function errorLines(output: string): string[] {
  return output.split('\n').filter((line) => {
    try {
      return (JSON.parse(line) as { level?: number }).level! >= 50;
    } catch {
      return false;
    }
  });
}

describe('a server killed (SIGKILL) during a 10,000-point save keeps all of it or none, and starts cleanly (spec 01 section 7: one transaction per call)', () => {
  forEachDatabase((dialect: SqlDialect) => {
    let fresh: FreshDatabase | undefined;
    let probe: WriteProbe | undefined;
    const servers: ServerProcess[] = [];
    afterEach(async () => {
      for (const server of servers.splice(0)) await server.kill();
      await probe?.close();
      await fresh?.dispose();
      probe = undefined;
      fresh = undefined;
    }, testTimeout);

    const moments: KillMoment[] = ['sent', 'writing', 'answered'];
    it.for(moments)('killed when %s: after the restart the project holds all 10,000 points or none, and the save can be made again', { timeout: testTimeout }, async (moment, { annotate }) => {
      fresh = await freshDatabase(dialect);
      const { db } = fresh.database;
      const added = await addAccount(db, account);
      if (!added.ok) throw new Error(`could not add the account: ${added.reason}`);
      const [project] = await insertEntityRows(db, 'project', [{ PrCode: 'CRASH', PrCoordinateSystem: 'EPSG:28992' }], { LicenceID: await licenceIdOf(db, account.licenceNumber) });
      const prId = Number(project?.PrID);
      const applicationName = `crash_${randomBytes(4).toString('hex')}`;
      const environment = databaseEnvironment(fresh.config);
      if (fresh.config.databaseUrl) environment.DATABASE_URL = withApplicationName(fresh.config.databaseUrl, applicationName);
      probe = writeProbe(dialect, fresh.config, applicationName);

      const points = generateDemoProject({ seed: 47, points: pointCount, projectCode: 'CRASH' }).points.map(({ point }): WireRecord => ({ ...point, SlGuid: null }));
      const sentGuids = points.map((point) => String(point.MpGuid).toLowerCase()).sort();
      const body = { Authorisation: { Username: account.username, Licensenumber: account.licenceNumber, ApplicationCode: 61, Language: 'eng' }, action: 'INSERT', data: { PrID: prId, MeasurementPoints: points } };

      const first = await startServerProcess(environment);
      servers.push(first);
      const inFlight = postInFlight(first.url, save, await signIn(first.url), body);
      await inFlight.written;
      let seenWriting = false;
      if (moment === 'writing') {
        // Until the transaction is seen writing; a save that was answered first is killed all the same.
        while (!inFlight.answered() && !(seenWriting = await probe.writing('tblMeasurementPoints')));
      }
      if (moment === 'answered') await inFlight.answer;
      const answeredBeforeKill = inFlight.answered();
      await first.kill();
      const answer = await inFlight.answer;

      const second = await startServerProcess(environment);
      servers.push(second);
      const stored = await db.selectFrom('tblMeasurementPoints').select('MpGuid').where('PrID', '=', prId).execute();
      const outcome: Outcome | 'part' = stored.length === pointCount ? 'all' : stored.length === 0 ? 'none' : 'part';
      await annotate(`${dialect}, killed when ${moment}: ${outcome} (${stored.length} points stored; write seen: ${seenWriting}; answered before the kill: ${answeredBeforeKill}${answer ? `, HTTP ${answer.status}` : ''})`);

      expect(outcome, `${stored.length} of ${pointCount} points survived the kill`).not.toBe('part');
      if (outcome === 'all') expect(stored.map((row) => String(row.MpGuid).toLowerCase()).sort()).toEqual(sentGuids);
      // An answer that came means the save was committed: it must be there, whole.
      if (answer) {
        expect(answer.status, answer.text.slice(0, 300)).toBe(200);
        expect(outcome).toBe('all');
      }
      expect(await probe.integrity()).toBe('ok');

      // The restarted server answers, logs no error, and reads what is stored.
      const token = await signIn(second.url);
      const read = await fetch(`${second.url}/ITWDataRestService_V1_0/GetMeasurementPoints`, authorised(token, { Parameters: { ProjectID: prId } }));
      expect(read.status).toBe(200);
      const readBody = await read.json() as { Files: { FileContent: string }[] };
      const tables = JSON.parse(readBody.Files[0]?.FileContent ?? '{}') as { VeldData: { tblMeasurementPoints?: unknown[] } };
      expect(tables.VeldData.tblMeasurementPoints ?? []).toHaveLength(stored.length);

      // 'none' is the kill's doing, not a refusal: the very same save succeeds now, whole.
      if (outcome === 'none') {
        const again = await fetch(`${second.url}${save}`, authorised(token, { action: 'INSERT', data: { PrID: prId, MeasurementPoints: points } }));
        expect(again.status).toBe(200);
        expect((await again.json() as { ResultCode: string }).ResultCode).toBe('Import_Succes');
        expect(await db.selectFrom('tblMeasurementPoints').select('MpGuid').where('PrID', '=', prId).execute()).toHaveLength(pointCount);
      }
      expect(errorLines(second.output())).toEqual([]);
    });
  });
});
