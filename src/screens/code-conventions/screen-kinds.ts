import type { NavigateOptions } from '@tanstack/react-router';
import type { CodeFinding } from '../../domain/codes/code-review';
import { recordLinks } from '../records/record-links';
import type { ReviewedScreen } from './use-code-review';

/** The translation key naming the kind of record each reviewed screen edits. */
export const screenKindKeys: Readonly<Record<ReviewedScreen, string>> = {
  Project: 'screens.kind.project',
  MeasurementPoint: 'screens.kind.point',
  Layer: 'screens.kind.layer',
  Jar: 'screens.kind.soilSample',
  FilterTube: 'screens.kind.gaugingTube',
  Finishing: 'screens.kind.finishing',
  Sublocation: 'screens.kind.sublocation',
  LocationVisit: 'dayUse.codeConventions.locationVisit',
  SummaryConclusion: 'screens.kind.summary',
  ConcernedContact: 'screens.kind.concernedContact',
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Where a finding's record opens (spec 01 section 2), or null for a kind without its own screen
 * (location visits live in the project's overview).
 */
export function findingLink(projectId: number, finding: CodeFinding): NavigateOptions | null {
  const { row } = finding;
  const point = text(row.MpGuid);
  switch (finding.screenName as ReviewedScreen) {
    case 'Project': return recordLinks.project(projectId);
    case 'MeasurementPoint': return point ? recordLinks.point(projectId, point) : null;
    case 'Layer': return point && text(row.LaGuid) ? recordLinks.layer(projectId, point, String(row.LaGuid)) : null;
    case 'Jar': return point && text(row.JrGuid) ? recordLinks.soilSample(projectId, point, String(row.JrGuid)) : null;
    case 'FilterTube': return point && text(row.FtGuid) ? recordLinks.gaugingTube(projectId, point, String(row.FtGuid)) : null;
    case 'Finishing': return point && text(row.FiGuid) ? recordLinks.finishing(projectId, point, String(row.FiGuid)) : null;
    case 'Sublocation': return text(row.SlGuid) ? recordLinks.sublocation(projectId, String(row.SlGuid)) : null;
    case 'SummaryConclusion': return text(row.SmGUID) ? recordLinks.summary(projectId, String(row.SmGUID)) : null;
    case 'ConcernedContact': return text(row.CcGUID) ? recordLinks.concernedContact(projectId, String(row.CcGUID)) : null;
    default: return null;
  }
}
