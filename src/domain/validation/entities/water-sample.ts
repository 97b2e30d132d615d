import type { ValidationIssue } from '../issue';
import { compositePartMaxLength, remarkMaxLength, waterSampleNameMaxLength } from '../limits';
import { dateIssues, dateTimeIssues } from '../rules/date';
import { maxLengthIssues } from '../rules/length';
import { numberFormats, numberIssues } from '../rules/number';
import { validateRow } from './run-rules';
import type { EntityContext, EntityRules } from './entity-rules';

/** The water (or air) sample fields these rules read (wire names of tblWaterSamples). */
export interface WaterSampleRow {
  WsGuid?: string | null;
  WsName?: unknown;
  WsDate?: unknown;
  WsRemark?: unknown;
  WsTopFt?: unknown;
  WsStartSampleTime?: unknown;
  WsPostSampleTime?: unknown;
  WsColourCode?: unknown;
}

/** What a water sample check may know. */
export type WaterSampleContext = EntityContext;

function waterSampleRowIssues(row: WaterSampleRow, context: WaterSampleContext): ValidationIssue[] {
  const dayFirst = context.importing === true;
  return [
    ...maxLengthIssues('WsName', row.WsName, waterSampleNameMaxLength),
    ...dateIssues('WsDate', row.WsDate, { dayFirst }),
    ...maxLengthIssues('WsRemark', row.WsRemark, remarkMaxLength),
    ...numberIssues('WsTopFt', row.WsTopFt, numberFormats.decimal),
    ...dateTimeIssues('WsStartSampleTime', row.WsStartSampleTime, { dayFirst }),
    ...dateTimeIssues('WsPostSampleTime', row.WsPostSampleTime, { dayFirst }),
    ...maxLengthIssues('WsColourCode', row.WsColourCode, compositePartMaxLength),
  ];
}

/**
 * Water and air sample rules (spec 01 section 5): name at most 50 characters and unique. The server
 * checks the name across the project (ValidateWaterSampleName takes PrID), so the list given is the
 * scope: validateRows does not split it by measurement point.
 */
export const waterSampleRules: EntityRules<WaterSampleRow, WaterSampleContext> = {
  keyField: 'WsGuid',
  rowIssues: waterSampleRowIssues,
  uniqueFields: ['WsName'],
};

/** Validates a water or air sample and its name among the project's samples (spec 01 section 5). */
export function validateWaterSample(row: WaterSampleRow, siblings: readonly WaterSampleRow[], context: WaterSampleContext = {}): ValidationIssue[] {
  return validateRow(waterSampleRules, row, siblings, context);
}
