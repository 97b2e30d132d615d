import { randomUUID } from 'node:crypto';
import { refusedWriteCode } from '../../src/domain/wire/result-codes';
import { updateEntityRowsInBatches } from '../db/repositories/entity-batch-update';
import { findExistingGuids } from '../db/repositories/entity-guids';
import { insertEntityRowsInBatches } from '../db/repositories/entity-batch-insert';
import { deleteEntityRowsByGuid, selectEntityRows, type WireRow } from '../db/repositories/entity-rows';
import { inTransaction, type Executor } from '../db/executor';
import { selectPointNames } from '../db/repositories/point-names';
import { selectProject } from '../db/repositories/projects';
import { refused } from '../errors';
import { parseEntityRows } from './entity-row-parsing';
import { describeIssues } from './issue-text';
import { pointIssues } from './point-validation';
import { asSentRows, describeRowIssues } from './row-issues';
import { preparePoint } from './point-preparation';
import { listGuids, pointMessages, projectMessages } from './project-messages';

/** Where points are written: the caller's licence and the project (PrID). */
export interface PointScope {
  licenceId: number;
  prId: number;
}

async function projectOf(db: Executor, scope: PointScope): Promise<WireRow> {
  const project = await selectProject(db, scope.licenceId, scope.prId);
  if (!project) throw refused(refusedWriteCode, projectMessages.notFound);
  return project;
}

/** The project's points in MpID order: what every point write answers (tblMeasurementPoints). */
export function projectPoints(db: Executor, prId: number): Promise<WireRow[]> {
  return selectEntityRows(db, 'measurementPoint', { column: 'PrID', values: [prId] });
}

/** A point as a person knows it: its name, or its GUID while it has none. */
export function pointLabel(name: unknown, guid: string): string {
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : guid;
}

function duplicates(guids: readonly string[]): string[] {
  const seen = new Set<string>();
  return guids.filter((guid) => (seen.has(guid) ? true : (seen.add(guid), false)));
}

/** Refuses GUIDs an INSERT may not use (in this project or anywhere) or an UPDATE cannot find in the project. */
async function checkGuids(db: Executor, action: 'INSERT' | 'UPDATE', guids: readonly string[], stored: ReadonlyMap<string, WireRow>): Promise<void> {
  const repeated = duplicates(guids);
  if (repeated.length > 0) throw refused(refusedWriteCode, pointMessages.guidsInUse, { guids: listGuids(repeated) });
  if (action === 'UPDATE') {
    const unknown = guids.filter((guid) => !stored.has(guid));
    if (unknown.length > 0) throw refused(refusedWriteCode, pointMessages.unknownGuids, { guids: listGuids(unknown) });
    return;
  }
  const inUse = [...await findExistingGuids(db, 'measurementPoint', guids)];
  if (inUse.length > 0) throw refused(refusedWriteCode, pointMessages.guidsInUse, { guids: listGuids(inUse) });
}

/** The stored versions of the points an UPDATE names, by GUID, when they lie in project `prId`. */
async function storedPoints(db: Executor, prId: number, guids: readonly string[]): Promise<Map<string, WireRow>> {
  const rows = await selectEntityRows(db, 'measurementPoint', { column: 'MpGuid', values: guids });
  return new Map(rows.filter((row) => Number(row.PrID) === prId).map((row) => [String(row.MpGuid), row]));
}

/**
 * SetMeasurementPoint(s) INSERT or UPDATE (spec 01 sections 4, 5 and 7): in ONE transaction the
 * points an UPDATE names are read once and the incoming points merged over them, given the point rules
 * (date default, geometry, stamp), validated together with the project's other points (name
 * required and unique, coordinates within PrCoordinateSystem) and written in batches. Any error
 * refuses the whole list and writes nothing. Answers the project's points.
 */
export function savePoints(db: Executor, scope: PointScope, action: 'INSERT' | 'UPDATE', rows: readonly WireRow[], now = new Date()): Promise<WireRow[]> {
  return inTransaction(db, async (trx) => {
    const project = await projectOf(trx, scope);
    const parsed = parseEntityRows('measurementPoint', rows);
    if (!parsed.ok) throw refused(refusedWriteCode, pointMessages.saveFailed, { reason: describeIssues(parsed.issues) }, { issues: parsed.issues });
    if (action === 'UPDATE' && parsed.rows.some((row) => typeof row.MpGuid !== 'string' || row.MpGuid === '')) {
      throw refused(refusedWriteCode, pointMessages.unknownGuids, { guids: '(no MpGuid)' });
    }
    const made = new Map<string, string>();
    const incoming = parsed.rows.map((row, index) => {
      if (typeof row.MpGuid === 'string' && row.MpGuid !== '') return row;
      const MpGuid = randomUUID();
      made.set(MpGuid, `#${index}`);
      return { ...row, MpGuid };
    });
    const guids = incoming.map((row) => String(row.MpGuid));
    const stored = action === 'UPDATE' ? await storedPoints(trx, scope.prId, guids) : new Map<string, WireRow>();
    await checkGuids(trx, action, guids, stored);
    // Names of the other points are all the uniqueness check needs of them.
    const siblings = await selectPointNames(trx, scope.prId);

    const system = typeof project.PrCoordinateSystem === 'string' && project.PrCoordinateSystem !== '' ? project.PrCoordinateSystem : undefined;
    const prepared = incoming.map((row) => preparePoint(row, stored.get(String(row.MpGuid)), scope.prId, system, now));
    const issues = pointIssues(siblings, prepared.map((point) => point.merged), system);
    if (issues.length > 0) {
      const names = new Map(prepared.map(({ merged }) => [String(merged.MpGuid), merged.MpName]));
      const reason = describeRowIssues(issues, (guid) => pointLabel(names.get(guid), made.get(guid) ?? guid));
      throw refused(refusedWriteCode, pointMessages.saveFailed, { reason }, { issues: asSentRows(issues, made) });
    }

    if (action === 'INSERT') await insertEntityRowsInBatches(trx, 'measurementPoint', prepared.map((point) => point.merged), { PrID: scope.prId });
    else await updateEntityRowsInBatches(trx, 'measurementPoint', prepared.map((point) => point.changes), { column: 'PrID', value: scope.prId });
    return projectPoints(trx, scope.prId);
  });
}

/**
 * SetMeasurementPoint(s) DELETE (spec 01 section 7): the points with these MpGuids go, with their
 * layers, jars, tubes, finishings and samples (cascading keys), in one transaction; a GUID not in
 * the project refuses the whole delete. Answers the project's remaining points.
 */
export function deletePoints(db: Executor, scope: PointScope, guids: readonly string[]): Promise<WireRow[]> {
  return inTransaction(db, async (trx) => {
    await projectOf(trx, scope);
    const unique = [...new Set(guids)];
    const stored = new Set((await selectPointNames(trx, scope.prId)).map((point) => point.MpGuid));
    const unknown = unique.filter((guid) => !stored.has(guid));
    if (unknown.length > 0) throw refused(refusedWriteCode, pointMessages.unknownGuids, { guids: listGuids(unknown) });
    await deleteEntityRowsByGuid(trx, 'measurementPoint', unique, { column: 'PrID', values: [scope.prId] });
    return projectPoints(trx, scope.prId);
  });
}
