import {
  groundwaterMatrixCodes, isAirSample, isMatrixCode, surfaceWaterMatrixCodes,
} from '../../codes/matrix-codes';
import type { SampleKind } from '../../codes/matrix-codes';
import { error } from '../issue';
import type { ValidationIssue } from '../issue';

/**
 * Whether a sample's matrix fits where it hangs (spec 01 section 3, 'Kind of water sample'): a
 * known matrix code; a tube sample takes a groundwater-list matrix, a surface sample a
 * surface-water-list matrix; air samples (OL, BL) are left out of both lists but may hang either
 * way. `required` is for a transfer, which needs a matrix (spec 02 section 5); a save may leave it empty.
 */
export function matrixPlacementIssues(matrix: unknown, placement: SampleKind, options: { required: boolean }): ValidationIssue[] {
  const text = typeof matrix === 'string' ? matrix.trim() : '';
  if (text === '') return options.required ? [error('WsMatrixCode', 'validation.required')] : [];
  if (!isMatrixCode(text)) return [error('WsMatrixCode', 'validation.matrix.unknown', { value: text })];
  if (isAirSample(text)) return [];
  const code = text.toUpperCase();
  if (placement === 'tube') {
    return (groundwaterMatrixCodes as readonly string[]).includes(code) ? [] : [error('WsMatrixCode', 'validation.matrix.notForTube', { value: code })];
  }
  return (surfaceWaterMatrixCodes as readonly string[]).includes(code) ? [] : [error('WsMatrixCode', 'validation.matrix.notForSurface', { value: code })];
}

/** The matrix as stored: the code in upper case without spaces, so 'gw ' is kept as 'GW'; other values untouched. */
export function normalisedMatrix(matrix: unknown): unknown {
  return typeof matrix === 'string' && isMatrixCode(matrix) ? matrix.trim().toUpperCase() : matrix;
}
