import { error } from '../../../src/domain/validation/issue';
import type { ValidationIssue } from '../../../src/domain/validation/issue';
import type { Executor } from '../../db/executor';
import { insertEntityRows, selectEntityRows } from '../../db/repositories/entity-rows';
import type { WireRow } from '../../db/repositories/entity-rows';
import { deleteObservationsOfProperties } from '../../db/repositories/water-samples';
import { reasonText, recordReasons } from '../records/reasons';
import { parseRows } from '../records/row-checks';
import type { PointScope } from './sample-scope';

/** Observations of one sample that replace its stored ones of the same property codes. */
interface ObservationGroup {
  wsId: number;
  propertyCodes: Set<string>;
  rows: WireRow[];
}

/** A plan, or why the observations were refused: an English reason, or the domain's issues. */
export type ObservationPlan =
  | { ok: true; groups: ObservationGroup[] }
  | { ok: false; reason: string; issues?: ValidationIssue[] };

/**
 * Plans the Observations of a SetWaterSamples call (spec 01 section 3: a sample's extra properties
 * are observations): each row names its sample by WsGuid — one of the point's samples, after this
 * call's own samples are written — and needs a property code. WsID, WsGuid and PrID are the server's.
 * A row without a value clears that property of its sample (the grid's emptied observation cell).
 */
export async function planObservations(db: Executor, scope: PointScope, incoming: readonly unknown[]): Promise<ObservationPlan> {
  if (incoming.length === 0) return { ok: true, groups: [] };
  const parsed = parseRows('observation', incoming, 'Observations');
  if (!parsed.ok) return parsed;
  const samples = await selectEntityRows(db, 'waterSample', { column: 'MpID', values: [scope.mpId] });
  const byGuid = new Map(samples.map((sample) => [String(sample.WsGuid).toLowerCase(), sample]));
  const groups = new Map<number, ObservationGroup>();
  const issues: ValidationIssue[] = [];
  for (const row of parsed.value) {
    const guid = typeof row.WsGuid === 'string' ? row.WsGuid.trim() : '';
    const sample = byGuid.get(guid.toLowerCase());
    if (!sample) return { ok: false, reason: reasonText(recordReasons.sampleNotFound, { guid }) };
    const code = typeof row.ObPropertyCode === 'string' ? row.ObPropertyCode.trim() : '';
    if (code === '') {
      issues.push(error('ObPropertyCode', 'validation.required'));
      continue;
    }
    const wsId = Number(sample.WsID);
    const group = groups.get(wsId) ?? { wsId, propertyCodes: new Set<string>(), rows: [] };
    groups.set(wsId, group);
    group.propertyCodes.add(code);
    // A property sent without a value is cleared: its stored observations go and none takes their place.
    if (row.ObMeasurementValue === null || row.ObMeasurementValue === undefined || row.ObMeasurementValue === '') continue;
    const { ObID: _clientId, ...fields } = row;
    group.rows.push({ ...fields, ObPropertyCode: code, WsID: wsId, WsGuid: sample.WsGuid, PrID: scope.prId });
  }
  if (issues.length > 0) return { ok: false, reason: '', issues };
  return { ok: true, groups: [...groups.values()] };
}

/** Replaces, per sample, the stored observations of the planned property codes with the planned rows. */
export async function applyObservations(db: Executor, groups: readonly ObservationGroup[]): Promise<void> {
  for (const group of groups) {
    await deleteObservationsOfProperties(db, group.wsId, [...group.propertyCodes]);
    if (group.rows.length > 0) await insertEntityRows(db, 'observation', group.rows);
  }
}
