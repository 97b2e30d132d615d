import type { Layer } from '../../domain/entities/layer';
import { naturalKey } from '../../grid/model/natural-order';
import type { GridSaveCalls } from '../shared/save-grid';

/** A layer of the project-wide grid: the stored layer with its point's GUID and name beside it. */
export type ProjectLayerRow = Layer & { MpGuid: string; MpName: string };

interface PointRef {
  MpID?: number | null;
  MpGuid?: string | null;
  MpName?: string | null;
}

/**
 * The project's layers with their points (GetLayers without a point answers MpID only): ordered by
 * point name, then depth, as a data manager reads a borehole log. Layers of an unknown point are left out.
 */
export function layersWithPoints(layers: readonly Layer[], points: readonly PointRef[]): ProjectLayerRow[] {
  const pointOf = new Map(points.map((point) => [point.MpID, point]));
  const rows = layers.flatMap((layer): ProjectLayerRow[] => {
    const point = pointOf.get(layer.MpID);
    return point && typeof point.MpGuid === 'string' ? [{ ...layer, MpGuid: point.MpGuid, MpName: point.MpName ?? '' }] : [];
  });
  const keys = new Map(points.map((point) => [point.MpName ?? '', naturalKey(point.MpName ?? '')]));
  const keyOf = (row: ProjectLayerRow) => keys.get(row.MpName) ?? '';
  return rows.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : Number(a.LaFrom ?? 0) - Number(b.LaFrom ?? 0)));
}

/** The GUID of each layer's point, for the saves that address layers by point. */
export function pointGuidsOfLayers(rows: readonly ProjectLayerRow[]): ReadonlyMap<string, string> {
  return new Map(rows.flatMap((row) => (typeof row.LaGuid === 'string' ? [[row.LaGuid, row.MpGuid] as const] : [])));
}

/** Sent layer rows (GUID and changed fields) with their point's GUID, as the project-wide SetLayers places them. */
export function layersOfPoints(sent: readonly Record<string, unknown>[], pointOf: ReadonlyMap<string, string>): Layer[] {
  return sent.map((row) => {
    const { MpName: _name, ...layer } = row;
    return { ...layer, MpGuid: pointOf.get(String(row.LaGuid)) ?? row.MpGuid } as Layer;
  });
}

/** One project-wide SetLayers of an action, answering the grid's rows after it. */
export type ProjectLayerWrite = (action: 'INSERT' | 'UPDATE' | 'DELETE', rows: readonly Layer[]) => Promise<readonly ProjectLayerRow[]>;

/** The project-wide layer grid's bulk calls: sent rows name their point; deletes carry only the GUID. */
export function projectLayerSaveCalls(write: ProjectLayerWrite, pointOf: () => ReadonlyMap<string, string>): GridSaveCalls<ProjectLayerRow> {
  return {
    insert: (sent) => write('INSERT', layersOfPoints(sent, pointOf())),
    update: (sent) => write('UPDATE', layersOfPoints(sent, pointOf())),
    remove: (rows) => write('DELETE', rows as readonly Layer[]),
  };
}
