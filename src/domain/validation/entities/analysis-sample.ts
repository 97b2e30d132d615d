import { analysisSampleNameMaxLength, remarkMaxLength } from '../limits';
import { isMatrixCode } from '../../codes/matrix-codes';
import { error } from '../issue';
import type { ValidationIssue } from '../issue';
import { dateIssues } from '../rules/date';
import { maxLengthIssues } from '../rules/length';
import { trajectoryIssues } from '../rules/range';
import { isBlank, requiredIssues } from '../rules/required';
import type { EntityContext, EntityRules } from './entity-rules';

/** The analysis sample fields these rules read (wire names of tblAnalysisSamples, spec 02 section 3). */
export interface AnalysisSampleRow {
  AsGuid?: string | null;
  PrID?: unknown;
  Name?: unknown;
  MatrixCode?: unknown;
  Date?: unknown;
  From?: unknown;
  To?: unknown;
  AssessmentDate?: unknown;
  PurposeType?: unknown;
  AssessmentResult?: unknown;
}

/** What an analysis sample check may know. */
export type AnalysisSampleContext = EntityContext;

function matrixIssues(matrix: unknown): ValidationIssue[] {
  if (isBlank(matrix)) return [];
  const text = String(matrix).trim();
  return isMatrixCode(text) ? [] : [error('MatrixCode', 'validation.matrix.unknown', { value: text })];
}

/**
 * Analysis sample rules (spec 02 section 3, 'Analysis sample'; spec 01 section 5 for the field kinds):
 * a name the lab can read (required, at most 100 characters), one of the 13 matrix codes, valid
 * dates, a from/to range in cm whose 'to' lies below 'from', and an assessment result of at most 250
 * characters. The server runs the same rules on every write of SetAnalysisSamples and UpdateAnlysisSample.
 */
export const analysisSampleRules: EntityRules<AnalysisSampleRow, AnalysisSampleContext> = {
  keyField: 'AsGuid',
  parentField: 'PrID',
  rowIssues: (row, context) => [
    ...requiredIssues('Name', row.Name),
    ...maxLengthIssues('Name', row.Name, analysisSampleNameMaxLength),
    ...matrixIssues(row.MatrixCode),
    ...dateIssues('Date', row.Date, { dayFirst: context.importing === true }),
    ...dateIssues('AssessmentDate', row.AssessmentDate, { dayFirst: context.importing === true }),
    ...trajectoryIssues({ from: 'From', to: 'To' }, row.From, row.To),
    ...maxLengthIssues('AssessmentResult', row.AssessmentResult, remarkMaxLength),
  ],
};
