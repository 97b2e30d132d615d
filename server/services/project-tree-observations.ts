import type { Executor } from '../db/executor';
import { insertEntityRowsInBatches } from '../db/repositories/entity-batch-insert';
import type { WireRow } from '../db/repositories/entity-rows';
import { deleteObservationsOfSamples } from '../db/repositories/observation-rows';
import type { CatalogueMessage } from '../messages';
import type { TreeParents } from './project-tree-parents';
import { observationRows } from './rows/kinds/sample-rows';
import { parseIncomingRows } from './rows/parse-incoming';
import { refuseBecause, refuseRows, rowReasons } from './rows/row-reasons';

/**
 * The observations of a tree (spec 01 section 3): keyless rows, so each named sample's stored
 * observations are replaced as a set by the ones sent. Parsed as every row is; a row whose WsGuid
 * names no sample of the project (stored or written by this tree) refuses the tree.
 */
export async function replaceTreeObservations(trx: Executor, sent: readonly WireRow[], parents: TreeParents, message: CatalogueMessage): Promise<WireRow[]> {
  const parsed = parseIncomingRows(observationRows, sent);
  if (!parsed.ok) throw refuseRows(message, 'observation', parsed.refusal);
  const rows = parsed.value.map((row) => {
    const guid = typeof sent[row.index]?.WsGuid === 'string' ? String(sent[row.index]?.WsGuid).trim() : '';
    const wsId = parents.sampleId(guid);
    if (wsId === undefined) throw refuseBecause('write', message, rowReasons.parentNotFound, { row: `tblObservation ${row.key}`, field: 'WsGuid', guid: guid || '(none)' });
    return { ...row.fields, WsID: wsId, WsGuid: guid, PrID: parents.projectId };
  });
  await deleteObservationsOfSamples(trx, [...new Set(rows.map((row) => Number(row.WsID)))]);
  await insertEntityRowsInBatches(trx, 'observation', rows);
  return rows;
}
