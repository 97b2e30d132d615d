import { findCoordinateSystem } from '../../../domain/coordinates/coordinate-systems';
import { validCoordinateSystem } from '../../../domain/coordinates/coordinate-issues';
import type { CoordinatePoint } from '../../../domain/coordinates/transform';
import { nameKey } from '../../../domain/names/suggest-unique-name';
import type { Severity } from '../../../domain/validation/issue';
import type { CheckedXyzRow, XyzImportContext } from './check-xyz-row';
import { createXyzRowChecker, xyzTargetSystem } from './check-xyz-row';
import type { XyzMatchedPoint, XyzProjectData } from './project-points';
import { indexProjectPoints } from './project-points';
import type { XyzCells, XyzSourceRow } from './xyz-columns';
import type { XyzIssue, XyzIssueCode } from './xyz-issue';
import { xyzError } from './xyz-issue';

/** What saving does with a row: make a new point, update the point of the same name, or nothing (it has errors). */
export type XyzRowStatus = 'new' | 'updated' | 'invalid';

/** One pasted row in the preview. */
export interface XyzPreviewRow {
  readonly sourceRow: number;
  readonly cells: XyzCells;
  readonly status: XyzRowStatus;
  /** Findings per cell (`field`), errors first as the rules found them; empty for a clean row. */
  readonly issues: readonly XyzIssue[];
  readonly name: string;
  /** The stored point this row updates; null for a new point (and for an invalid row whose name matches none). */
  readonly match: XyzMatchedPoint | null;
  /** Where the point will be, in `XyzPreview.targetSystem`; null when the coordinates are refused. */
  readonly target: CoordinatePoint | null;
  readonly importAsGaugingTube: boolean;
  /** Whether saving adds a gauging tube: imported as one, and the point has none yet. */
  readonly createsGaugingTube: boolean;
  readonly referencePlaneCode: string | null;
  readonly referenceTypeCode: string | null;
}

/** How many rows of each kind the preview holds. */
export interface XyzPreviewCounts {
  total: number;
  new: number;
  updated: number;
  invalid: number;
  /** Gauging tubes the save adds. */
  gaugingTubes: number;
}

/** A finding about the chosen systems rather than a cell: the pasted system, or the project's. */
export interface XyzSystemIssue {
  field: 'sourceSystem' | 'projectSystem';
  code: XyzIssueCode;
  params?: Record<string, string | number>;
  severity: Severity;
}

/** The preview of a pasted block against a project (spec 02 section 2). */
export interface XyzPreview {
  readonly rows: readonly XyzPreviewRow[];
  readonly counts: XyzPreviewCounts;
  /** The system the targets are in and the points are stored in (see xyzTargetSystem). */
  readonly targetSystem: string;
  readonly systemIssues: readonly XyzSystemIssue[];
}

/** Findings about the systems themselves: both must be of code list 37, and a transformation must exist between them. */
function systemIssuesOf(context: XyzImportContext, targetSystem: string): XyzSystemIssue[] {
  const issues: XyzSystemIssue[] = validCoordinateSystem(context.sourceSystem, 'sourceSystem')
    .map((issue) => ({ ...issue, field: 'sourceSystem' as const }));
  if ((context.projectSystem?.trim() ?? '') !== '') {
    issues.push(...validCoordinateSystem(context.projectSystem, 'projectSystem').map((issue) => ({ ...issue, field: 'projectSystem' as const })));
  }
  const source = findCoordinateSystem(context.sourceSystem);
  const target = findCoordinateSystem(targetSystem);
  if (source && target && source.code !== target.code && (!source.proj4 || !target.proj4)) {
    const system = source.proj4 ? target.code : source.code;
    issues.push({ field: 'sourceSystem', code: 'coordinates.transform.noTransformation', params: { system }, severity: 'error' });
  }
  return issues;
}

function previewRow(row: XyzSourceRow, checked: CheckedXyzRow, match: XyzMatchedPoint | undefined, duplicateOf: number | undefined): XyzPreviewRow {
  const issues = duplicateOf === undefined
    ? checked.issues
    : [xyzError('name', 'xyzImport.issue.duplicateName', { value: checked.name, firstRow: duplicateOf }), ...checked.issues];
  const invalid = issues.some((issue) => issue.severity === 'error');
  return {
    sourceRow: row.sourceRow,
    cells: row.cells,
    status: invalid ? 'invalid' : match ? 'updated' : 'new',
    issues,
    name: checked.name,
    match: match ?? null,
    target: invalid ? null : checked.target,
    importAsGaugingTube: checked.importAsGaugingTube,
    createsGaugingTube: !invalid && checked.importAsGaugingTube && !(match?.hasGaugingTube ?? false),
    referencePlaneCode: checked.referencePlaneCode,
    referenceTypeCode: checked.referenceTypeCode,
  };
}

function countRows(rows: readonly XyzPreviewRow[]): XyzPreviewCounts {
  const counts: XyzPreviewCounts = { total: rows.length, new: 0, updated: 0, invalid: 0, gaugingTubes: 0 };
  for (const row of rows) {
    counts[row.status] += 1;
    if (row.createsGaugingTube) counts.gaugingTubes += 1;
  }
  return counts;
}

/** Builds previews of ever-changing rows under one context and project. */
export type XyzPreviewer = (rows: readonly XyzSourceRow[]) => XyzPreview;

/**
 * A previewer for one import (spec 02 section 2): each row is checked on its own and reprojected
 * (createXyzRowChecker), matched to the project's point of the same name (trimmed, any case) to be
 * updated or else made new, and refused when an earlier row of the block already has its name. A
 * row's check is kept while its cells object stays the same, so after an edit only the edited rows
 * are checked and reprojected again; names are compared across the whole block every time.
 */
export function createXyzPreviewer(project: XyzProjectData, context: XyzImportContext): XyzPreviewer {
  const check = createXyzRowChecker(context);
  const findPoint = indexProjectPoints(project);
  const targetSystem = xyzTargetSystem(context);
  const systemIssues = systemIssuesOf(context, targetSystem);
  const checkedRows = new WeakMap<XyzCells, CheckedXyzRow>();
  return (rows) => {
    const firstRowOfName = new Map<string, number>();
    const previewRows = rows.map((row) => {
      let checked = checkedRows.get(row.cells);
      if (!checked) {
        checked = check(row.cells);
        checkedRows.set(row.cells, checked);
      }
      let duplicateOf: number | undefined;
      if (checked.name !== '') {
        const key = nameKey(checked.name);
        duplicateOf = firstRowOfName.get(key);
        if (duplicateOf === undefined) firstRowOfName.set(key, row.sourceRow);
      }
      return previewRow(row, checked, checked.name === '' ? undefined : findPoint(checked.name), duplicateOf);
    });
    return { rows: previewRows, counts: countRows(previewRows), targetSystem, systemIssues };
  };
}

/** The preview of one block (createXyzPreviewer without keeping checks for a later edit). */
export function buildXyzPreview(rows: readonly XyzSourceRow[], project: XyzProjectData, context: XyzImportContext): XyzPreview {
  return createXyzPreviewer(project, context)(rows);
}
