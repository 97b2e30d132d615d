import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { assignmentSamplesEditable } from '../../../machines/lab-assignment';
import { labQueries } from '../../api/queries/lab-queries';
import type { AnalysisSampleRow } from '../../domain/entities/analysis-sample';
import { analysisSampleGridRows } from '../../domain/lab/analysis-sample-grid-rows';
import type { GridController } from '../../grid';
import { EntityGridPanel } from '../grid-screen/EntityGridPanel';
import { OverviewError, OverviewLoading } from '../overview/OverviewStates';
import { useAnalysisSamplesGrid } from './use-analysis-samples-grid';
import './analysis-samples.css';

/**
 * The project's analysis samples as a grid of their own (spec 02 section 2, 'Lab and analysis
 * screens'; section 3, 'Analysis sample'): one row per sample with what it is made of and the lab
 * assignment it is on, edited with the grid's keys, multi-edit, paste and undo, saved with
 * SetAnalysisSamples. A sample on a sent assignment is read-only (spec 02 section 4).
 */
export function AnalysisSamplesScreen({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const samples = useQuery(labQueries.analysisSamples(projectId));
  const parts = useQuery(labQueries.sampleParts(projectId));
  const names = useQuery(labQueries.fieldSampleNames(projectId));
  const assignments = useQuery(labQueries.assignments(projectId));
  const toGridRows = useCallback((stored: readonly AnalysisSampleRow[]) => (parts.data && names.data && assignments.data
    ? analysisSampleGridRows(stored, parts.data, names.data, assignments.data, assignmentSamplesEditable)
    : []), [parts.data, names.data, assignments.data]);
  const rows = useMemo(() => (samples.data && parts.data && names.data && assignments.data ? toGridRows(samples.data) : undefined), [samples.data, parts.data, names.data, assignments.data, toGridRows]);
  const grid = useAnalysisSamplesGrid(projectId, rows, toGridRows);
  const label = t('analysisSamples.title');

  const error = samples.error ?? parts.error ?? names.error ?? assignments.error;
  const retry = () => { void samples.refetch(); void parts.refetch(); void names.refetch(); void assignments.refetch(); };
  return (
    <div className="analysis-samples">
      <header className="analysis-samples__header">
        <h1>{label}</h1>
        <Link to="/project/$projectId/lab-assignments" params={{ projectId }}>{t('lab.list.title')}</Link>
        <Link to="/project/$projectId/results" params={{ projectId }}>{t('results.command.open')}</Link>
        <p>{t('analysisSamples.lockedHint')}</p>
      </header>
      {error ? <OverviewError error={error} onRetry={retry} /> : null}
      {!error && (!grid.controller || !rows) ? <OverviewLoading messageKey="overview.screen.loadingRows" /> : null}
      {!error && grid.controller && rows ? (
        <EntityGridPanel controller={grid.controller as GridController<object>} label={label} saving={grid.saving} />
      ) : null}
    </div>
  );
}
