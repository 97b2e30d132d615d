import { coordinateIssues } from '../../coordinates/coordinate-issues';
import type { ValidationIssue } from '../issue';
import { drillingMasterMaxLength, remarkMaxLength } from '../limits';
import { dateIssues, dateTimeIssues } from '../rules/date';
import { maxLengthIssues } from '../rules/length';
import { depthIssues, numberFormats, numberIssues } from '../rules/number';
import { requiredIssues } from '../rules/required';
import { validateRow } from './run-rules';
import type { EntityContext, EntityRules } from './entity-rules';

/** The fields of a measurement point its row rules read (wire names of tblMeasurementPoints). */
const measurementPointRuleFields = [
  'MpName', 'MpDate', 'MpDepth', 'MpXCoord', 'MpYCoord', 'MpZCoord', 'MpGroundwaterLevel', 'MpTrialPitLength',
  'MpTrialPitWidth', 'MpDrillmasterSignatureTimestamp', 'MpDrillingMasterCode', 'MpRemark',
] as const;

/** The measurement point fields these rules read: its GUID, project and the row rules' fields. */
export type MeasurementPointRow = { MpGuid?: string | null; PrID?: unknown } & { [Field in (typeof measurementPointRuleFields)[number]]?: unknown };

/** What a measurement point check may know. */
export interface MeasurementPointContext extends EntityContext {
  /** The project's coordinate system (PrCoordinateSystem, e.g. 'EPSG:28992'), for the coordinate rules. */
  coordinateSystem?: string;
  /**
   * A point without any coordinates (X and Y both empty) is accepted: copies made without
   * coordinates (spec 01 section 4) are saved so, and get theirs when next edited. Half a pair is
   * still refused.
   */
  allowNoCoordinates?: boolean;
}

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * With the project's coordinate system known, the coordinate rules proper run (X and Y required,
 * bounds, dot decimals, fraction digits). Without it only the number format can be checked; callers
 * that save pass the system.
 */
function coordinateRowIssues(row: MeasurementPointRow, context: MeasurementPointContext): ValidationIssue[] {
  if (context.allowNoCoordinates && isBlank(row.MpXCoord) && isBlank(row.MpYCoord)) return [];
  if (context.coordinateSystem) {
    return coordinateIssues(row.MpXCoord, row.MpYCoord, context.coordinateSystem, { x: 'MpXCoord', y: 'MpYCoord' });
  }
  return [
    ...numberIssues('MpXCoord', row.MpXCoord, numberFormats.decimal),
    ...numberIssues('MpYCoord', row.MpYCoord, numberFormats.decimal),
  ];
}

function measurementPointRowIssues(row: MeasurementPointRow, context: MeasurementPointContext): ValidationIssue[] {
  return [
    ...requiredIssues('MpName', row.MpName),
    ...dateIssues('MpDate', row.MpDate, { dayFirst: context.importing === true }),
    ...depthIssues('MpDepth', row.MpDepth),
    ...coordinateRowIssues(row, context),
    ...numberIssues('MpZCoord', row.MpZCoord, numberFormats.decimal),
    ...numberIssues('MpGroundwaterLevel', row.MpGroundwaterLevel, numberFormats.decimal),
    ...depthIssues('MpTrialPitLength', row.MpTrialPitLength),
    ...depthIssues('MpTrialPitWidth', row.MpTrialPitWidth),
    ...dateTimeIssues('MpDrillmasterSignatureTimestamp', row.MpDrillmasterSignatureTimestamp, { dayFirst: context.importing === true }),
    ...maxLengthIssues('MpDrillingMasterCode', row.MpDrillingMasterCode, drillingMasterMaxLength),
    ...maxLengthIssues('MpRemark', row.MpRemark, remarkMaxLength),
  ];
}

/**
 * Measurement point rules (spec 01 section 5): name required and unique in the project (PrID), depth
 * a number of cm, date, drilling master at most 50, remark at most 250, coordinates.
 */
export const measurementPointRules: EntityRules<MeasurementPointRow, MeasurementPointContext> = {
  keyField: 'MpGuid',
  parentField: 'PrID',
  rowIssues: measurementPointRowIssues,
  rowFields: measurementPointRuleFields,
  uniqueFields: ['MpName'],
};

/** Validates a measurement point and its name among the project's points (spec 01 section 5). */
export function validateMeasurementPoint(
  row: MeasurementPointRow,
  siblings: readonly MeasurementPointRow[],
  context: MeasurementPointContext = {},
): ValidationIssue[] {
  return validateRow(measurementPointRules, row, siblings, context);
}
