import { groundwaterMatrixCodes } from '../codes/matrix-codes';
import { nextChildName } from '../names/next-child-name';
import { error } from '../validation/issue';
import type { ValidationIssue } from '../validation/issue';
import { dateIssues } from '../validation/rules/date';
import { matrixPlacementIssues } from '../validation/rules/matrix-placement';

/** A gauging tube a new water sample can be taken from, with its point (the SetWaterSamples placement). */
export interface TubeForSamples {
  mpGuid: string;
  ftGuid: string;
  tubeName: string;
  pointName: string;
}

/** What every new sample gets: a groundwater matrix and the sampling day (yyyy-mm-dd). */
export interface NewSamplesOptions {
  matrix: string;
  date: string;
}

/** One sample to create: its tube's placement and the row SetWaterSamples INSERT takes. */
export interface PlannedWaterSample {
  tube: TubeForSamples;
  row: { WsGuid: string; WsName: string; WsMatrixCode: string; WsDate: string | null };
}

/** The dialog's field for the tube selection; the others are WsMatrixCode and WsDate. */
export const tubesField = 'tubes';

/**
 * Why the create-water-samples dialog cannot start: no tube chosen, a matrix that is missing or not
 * on the groundwater list (the samples hang under tubes, spec 01 section 3), or an invalid date.
 */
export function newSamplesIssues(options: NewSamplesOptions, tubeCount: number): ValidationIssue[] {
  return [
    ...(tubeCount === 0 ? [error(tubesField, 'sampleGrids.issue.selectTubes')] : []),
    ...matrixPlacementIssues(options.matrix, 'tube', { required: true }),
    ...dateIssues('WsDate', options.date),
  ];
}

/** The matrices the dialog offers: the groundwater list. */
export const newSampleMatrices = groundwaterMatrixCodes;

/**
 * One new water sample per tube (spec 02 section 2, 'Create water samples dialog'), named after its
 * tube with the next free number among every sample name of the project — `taken` — and the ones
 * planned before it ('B017-1' holding 'B017-1-1' gets 'B017-1-2'), so the server's project-wide name
 * check passes.
 */
export function planWaterSamples(
  tubes: readonly TubeForSamples[], options: NewSamplesOptions, taken: readonly string[], newGuid: () => string,
): PlannedWaterSample[] {
  const names = [...taken];
  return tubes.map((tube) => {
    const name = nextChildName(`${tube.tubeName}-`, names, '1');
    names.push(name);
    const matrix = options.matrix.trim().toUpperCase();
    return { tube, row: { WsGuid: newGuid(), WsName: name, WsMatrixCode: matrix, WsDate: options.date.trim() === '' ? null : options.date.trim() } };
  });
}
