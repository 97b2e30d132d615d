import { error } from '../../../src/domain/validation/issue';
import type { Executor } from '../../db/executor';
import { insertEntityRowsInBatches } from '../../db/repositories/entity-batch-insert';
import { selectEntityRows } from '../../db/repositories/entity-rows';
import type { WireRow } from '../../db/repositories/entity-rows';
import { deleteObservationsOfProperties } from '../../db/repositories/water-samples';
import type { CatalogueMessage } from '../../messages';
import { observationRows } from '../rows/kinds/sample-rows';
import { parseIncomingRows } from '../rows/parse-incoming';
import { refuseBecause, refuseRows, rowReasons } from '../rows/row-reasons';
import type { RowIssue } from '../rows/row-refusal';
import type { PointScope } from './sample-scope';

/** Observations of one sample that replace its stored ones of the same property codes. */
interface ObservationGroup {
  wsId: number;
  propertyCodes: Set<string>;
  rows: WireRow[];
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The Observations of a SetWaterSamples call (spec 01 section 3: a sample's extra properties are
 * observations, keyless rows replaced by property code): each names its sample by WsGuid — one of
 * the point's samples, after this call's own samples are written — and needs a property code; a row
 * without a value clears that property of its sample (the grid's emptied observation cell). Parsed
 * as every row is; refused with `message`, nothing written.
 */
export async function replaceObservations(trx: Executor, scope: PointScope, sent: readonly unknown[], message: CatalogueMessage): Promise<void> {
  if (sent.length === 0) return;
  const parsed = parseIncomingRows(observationRows, sent);
  if (!parsed.ok) throw refuseRows(message, 'observation', parsed.refusal);
  const samples = await selectEntityRows(trx, 'waterSample', { column: 'MpID', values: [scope.mpId] });
  const byGuid = new Map(samples.map((sample) => [String(sample.WsGuid).toLowerCase(), sample]));
  const groups = new Map<number, ObservationGroup>();
  const issues: RowIssue[] = [];
  for (const row of parsed.value) {
    const guid = textOf((sent[row.index] as WireRow | undefined)?.WsGuid);
    const sample = byGuid.get(guid.toLowerCase());
    if (!sample) throw refuseBecause('write', message, rowReasons.sampleNotFound, { guid });
    const code = textOf(row.fields.ObPropertyCode);
    if (code === '') {
      issues.push({ ...error('ObPropertyCode', 'validation.required'), row: row.key, table: 'tblObservation' });
      continue;
    }
    const wsId = Number(sample.WsID);
    const group = groups.get(wsId) ?? { wsId, propertyCodes: new Set<string>(), rows: [] };
    groups.set(wsId, group);
    group.propertyCodes.add(code);
    const value = row.fields.ObMeasurementValue;
    if (value === null || value === undefined || value === '') continue;
    group.rows.push({ ...row.fields, ObPropertyCode: code, WsID: wsId, WsGuid: sample.WsGuid, PrID: scope.prId });
  }
  if (issues.length > 0) throw refuseRows(message, 'observation', { cause: 'invalid', issues });
  for (const group of groups.values()) await deleteObservationsOfProperties(trx, group.wsId, [...group.propertyCodes]);
  await insertEntityRowsInBatches(trx, 'observation', [...groups.values()].flatMap((group) => group.rows));
}
