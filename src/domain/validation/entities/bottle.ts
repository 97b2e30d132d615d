import type { ValidationIssue } from '../issue';
import { barcodeIssues } from '../rules/barcode';
import { validateRow } from './run-rules';
import type { EntityContext, EntityRules } from './entity-rules';

/** The bottle (or air packaging) fields these rules read (wire names of tblBottles). */
export interface BottleRow {
  BoGuid?: string | null;
  WsID?: unknown;
  BoName?: unknown;
  BoBarcode?: unknown;
}

/** What a bottle check may know. */
export type BottleContext = EntityContext;

/**
 * Bottle rules (spec 01 section 5): name unique within its water sample (WsID), and the barcode
 * rule every barcode field follows (';'-separated, unique, each at most 5 characters).
 */
export const bottleRules: EntityRules<BottleRow, BottleContext> = {
  keyField: 'BoGuid',
  parentField: 'WsID',
  rowIssues: (row) => barcodeIssues('BoBarcode', row.BoBarcode),
  uniqueFields: ['BoName'],
};

/** Validates a bottle and its name among the bottles of its water sample (spec 01 section 5). */
export function validateBottle(row: BottleRow, siblings: readonly BottleRow[], context: BottleContext = {}): ValidationIssue[] {
  return validateRow(bottleRules, row, siblings, context);
}
