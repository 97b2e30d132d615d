import type { WireRow } from '../../db/repositories/entity-rows';
import { treeTables, type TreePayload, type TreeTable } from '../project-tree-tables';

/** The rows that must share a chunk: a sample's observations are replaced as a set, any other row stands alone. */
function rowGroups(source: TreeTable, rows: readonly WireRow[]): WireRow[][] {
  if (source.kind !== 'observation') return rows.map((row) => [row]);
  const bySample = new Map<string, WireRow[]>();
  for (const row of rows) {
    const sample = typeof row.WsGuid === 'string' ? row.WsGuid.trim().toLowerCase() : '';
    const group = bySample.get(sample);
    if (group) group.push(row);
    else bySample.set(sample, [row]);
  }
  return [...bySample.values()];
}

/**
 * Splits a tree into chunks of about `size` rows in write order, parents before children (the tables' order), so
 * each chunk can be written in its own short transaction after the ones before it. A sample's observations stay
 * together, so a chunk may exceed `size` by one sample's observations.
 */
export function treeChunks(payload: TreePayload, size: number): TreePayload[] {
  const chunks: TreePayload[] = [];
  let current: Record<string, WireRow[]> = {};
  let count = 0;
  for (const source of treeTables) {
    for (const group of rowGroups(source, payload[source.table] ?? [])) {
      if (count > 0 && count + group.length > size) {
        chunks.push(current);
        current = {};
        count = 0;
      }
      (current[source.table] ??= []).push(...group);
      count += group.length;
    }
  }
  if (count > 0) chunks.push(current);
  return chunks;
}
