import { error } from '../../domain/validation/issue';
import type { ValidationIssue } from '../../domain/validation/issue';
import { matrixPlacementIssues } from '../../domain/validation/rules/matrix-placement';
import { matrixCodesFor } from './sample-placement';
import type { SampleKind } from './sample-placement';

/** Where the transfer dialog sends the selected samples, and the matrix they get (spec 02 sections 2 and 5). */
export interface TransferChoice {
  /** The destination point's GUID; '' until chosen. */
  mpGuid: string;
  /** The destination tube's GUID, or null for the point itself (the samples become surface samples). */
  ftGuid: string | null;
  matrix: string;
}

/** The dialog's destination field; the matrix is WsMatrixCode. */
export const destinationField = 'destination';

/** The matrices the destination offers the moved samples: air stays air, water takes the tube's or the point's list. */
export function transferMatrices(kind: SampleKind, choice: Pick<TransferChoice, 'ftGuid'>): readonly string[] {
  return matrixCodesFor({ kind, ftId: choice.ftGuid === null ? null : 0 });
}

/**
 * What stops a transfer (spec 02 section 5: destination point or tube, and matrix, are required):
 * no destination; the samples' own place (nothing would move); a missing matrix or one that does not
 * fit the destination, checked by the domain rule the server applies.
 */
export function transferIssues(kind: SampleKind, choice: TransferChoice, from: Pick<TransferChoice, 'mpGuid' | 'ftGuid'>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (choice.mpGuid === '') issues.push(error(destinationField, 'sampleGrids.issue.destinationRequired'));
  else if (choice.mpGuid === from.mpGuid && choice.ftGuid === from.ftGuid) issues.push(error(destinationField, 'sampleGrids.issue.samePlace'));
  const found = matrixPlacementIssues(choice.matrix, choice.ftGuid === null ? 'surface' : 'tube', { required: true });
  const fitsKind = transferMatrices(kind, choice).includes(choice.matrix.trim().toUpperCase());
  if (found.length === 0 && !fitsKind) issues.push(error('WsMatrixCode', 'validation.list.notInList', { value: choice.matrix }));
  return [...issues, ...found];
}

/** The matrix the dialog starts with: the selected samples' common matrix when the destination offers it, else none. */
export function initialTransferMatrix(kind: SampleKind, matrices: readonly (string | null | undefined)[], ftGuid: string | null): string {
  const distinct = [...new Set(matrices.map((matrix) => (matrix ?? '').trim().toUpperCase()))];
  const only = distinct.length === 1 ? distinct[0] ?? '' : '';
  return transferMatrices(kind, { ftGuid }).includes(only) ? only : '';
}
