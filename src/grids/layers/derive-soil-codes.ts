import { recomputeLayerSoilCodes, SOIL_CODE_FIELDS, SOIL_INPUT_FIELDS } from '../../domain/soil/layer-soil-codes';
import type { LayerSoilFields } from '../../domain/soil/layer-soil-codes';

/**
 * The soil codes a layer row takes when the grid changed one of its six inputs (spec 01 section 4:
 * gravel, loam, lutum, humus, silt or M50 recompute and overwrite the coded fields), as the server
 * computes them on save; nothing when no input changed, so hand-set codes stay.
 */
export function deriveLayerSoilCodes(row: Readonly<Record<string, unknown>>, changed: ReadonlySet<string>): Record<string, unknown> {
  if (!SOIL_INPUT_FIELDS.some((field) => changed.has(field))) return {};
  const recomputed = recomputeLayerSoilCodes(row as LayerSoilFields) as Record<string, unknown>;
  if (recomputed === row) return {};
  return Object.fromEntries(SOIL_CODE_FIELDS.map((field) => [field, recomputed[field] ?? null]));
}
