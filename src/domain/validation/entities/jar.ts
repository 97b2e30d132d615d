import type { ValidationIssue } from '../issue';
import { barcodeIssues } from '../rules/barcode';
import { dateIssues } from '../rules/date';
import { numberFormats, numberIssues } from '../rules/number';
import { trajectoryIssues } from '../rules/range';
import { validateRow } from './run-rules';
import type { EntityContext, EntityRules } from './entity-rules';

/** The jar (soil sample) fields these rules read (wire names of tblJars). */
export interface JarRow {
  JrGuid?: string | null;
  MpID?: unknown;
  JrName?: unknown;
  JrFrom?: unknown;
  JrTo?: unknown;
  JrBarcode?: unknown;
  JrDate?: unknown;
  JrSieveSize?: unknown;
  JrSampleWeight?: unknown;
  JrDebrisWeight?: unknown;
  JrAsbestosWeight?: unknown;
  JrFineFractionWeight?: unknown;
  JrAsbestosPieces?: unknown;
  JrPID?: unknown;
}

/** What a jar check may know. */
export type JarContext = EntityContext;

// Sizes, weights and readings cannot be negative.
const measuredFields = ['JrSieveSize', 'JrSampleWeight', 'JrDebrisWeight', 'JrAsbestosWeight', 'JrFineFractionWeight', 'JrPID'] as const;

function jarRowIssues(row: JarRow, context: JarContext): ValidationIssue[] {
  return [
    ...trajectoryIssues({ from: 'JrFrom', to: 'JrTo' }, row.JrFrom, row.JrTo),
    ...barcodeIssues('JrBarcode', row.JrBarcode),
    ...dateIssues('JrDate', row.JrDate, { dayFirst: context.importing === true }),
    ...measuredFields.flatMap((field) => numberIssues(field, row[field], numberFormats.trajectory)),
    ...numberIssues('JrAsbestosPieces', row.JrAsbestosPieces, numberFormats.count),
  ];
}

/**
 * Jar rules (spec 01 sections 3 and 5): 'to' above 'from', barcodes, date, measured values, and a name
 * unique among its siblings. Siblings are the jars of the measurement point (MpID) by default; pass all
 * jars of the project for the project-wide check.
 */
export const jarRules: EntityRules<JarRow, JarContext> = {
  keyField: 'JrGuid',
  parentField: 'MpID',
  rowIssues: jarRowIssues,
  uniqueFields: ['JrName'],
};

/** Validates a jar and its name among the sibling jars given (spec 01 section 5). */
export function validateJar(row: JarRow, siblings: readonly JarRow[], context: JarContext = {}): ValidationIssue[] {
  return validateRow(jarRules, row, siblings, context);
}
