import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiOf } from '../../api/queries/api-binding';
import { labQueries } from '../../api/queries/lab-queries';
import { resultKeys, resultQueries } from '../../api/queries/result-queries';
import { forceImport } from '../../api/calls/results';
import type { CodeOption } from '../../domain/editing';
import type { GridController } from '../../grid';
import { sampleField } from '../../grids/results/result-columns';
import { useCommandTarget } from '../../ui/commands/use-command-target';
import { useNotices } from '../../ui/notices/notices-context';
import { CommandButton } from '../../ui/commands/CommandButton';
import { EntityGridPanel } from '../grid-screen/EntityGridPanel';
import { OverviewError, OverviewLoading } from '../overview/OverviewStates';
import { AddResultsDialog } from './AddResultsDialog';
import { ImporterPanel } from './ImporterPanel';
import { ResultsPivot } from './ResultsPivot';
import { ResultsSampleBar } from './ResultsSampleBar';
import { useResultsGrid } from './use-results-grid';
import './results.css';

/** Props of ResultsScreen: the project, whether the pivot view is on view (the URL's `view`) and the sample it is narrowed to (`sample`). */
export interface ResultsScreenProps {
  projectId: number;
  pivot: boolean;
  /** The AsGuid whose results alone are shown (the sample list's results button); none shows all. */
  sample: string | undefined;
  /** Switches between the grid and the pivot view (the command 'results.togglePivot', F9). */
  onTogglePivot: () => void;
  /** Back to the sample list the screen opens on. */
  onSampleList: () => void;
  /** Drops the narrowing to one sample. */
  onAllResults: () => void;
}

/**
 * The analysis results screen (spec 02 section 2): the project's results as a grid (or, one key
 * away, as a certificate's pivot), manual input of results for chosen samples, and the lab result
 * importer's status with 'force import' and an upload of deliveries.
 */
export function ResultsScreen({ projectId, pivot, sample, onTogglePivot, onSampleList, onAllResults }: ResultsScreenProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const notices = useNotices();
  const results = useQuery(resultQueries.ofProject(projectId));
  const samples = useQuery(labQueries.analysisSamples(projectId));
  const sampleOptions = useMemo<CodeOption[] | undefined>(() => samples.data?.map((sample) => ({ code: String(sample.AsGuid), description: sample.Name ?? '' })), [samples.data]);
  const sampleName = sample === undefined ? undefined : sampleOptions?.find((option) => option.code === sample)?.description;
  const grid = useResultsGrid(projectId, results.data, sampleOptions, sampleName === undefined ? undefined : sample);
  const [adding, setAdding] = useState(false);
  const pivotResults = useMemo(() => (sample === undefined ? results.data : results.data?.filter((row) => row.AsGuid === sample)), [results.data, sample]);

  // The URL's sample narrows the grid through its own column filter, so the user can widen it there too.
  useEffect(() => {
    if (grid.controller && sampleName !== undefined) grid.controller.filterBy(sampleField, sampleName, 'equals');
    else if (grid.controller && sample === undefined) grid.controller.filterBy(sampleField, '');
  }, [grid.controller, sample, sampleName]);

  useCommandTarget('results', {
    pivot,
    togglePivot: onTogglePivot,
    openManualInput: () => setAdding(true),
    forceImport: () => {
      void forceImport(apiOf(client)).then((status) => client.setQueryData(resultKeys.importer, status), (error: unknown) => notices.notifyError(error));
    },
  });

  const error = results.error ?? samples.error;
  if (error) return <OverviewError error={error} onRetry={() => { void results.refetch(); void samples.refetch(); }} />;
  const label = t('results.title');
  const body = !grid.controller || !results.data || !sampleOptions
    ? <OverviewLoading messageKey="overview.screen.loadingRows" />
    : pivot
      ? <ResultsPivot results={pivotResults ?? results.data} samples={sampleOptions} label={t('results.pivotTitle')} />
      : (
        <EntityGridPanel
          controller={grid.controller as GridController<object>} label={label} saving={grid.saving}
          actions={() => (
            <>
              <CommandButton command="results.togglePivot" />
              <CommandButton command="results.addToSamples" />
            </>
          )}
        >
          {adding ? (
            <AddResultsDialog
              controller={grid.controller} samples={sampleOptions} onCancel={() => setAdding(false)}
              onDone={(added, skipped) => {
                setAdding(false);
                notices.notify({ kind: 'success', messageKey: 'results.manual.added', params: { added, skipped } });
                grid.controller?.requestFocus();
              }}
            />
          ) : null}
        </EntityGridPanel>
      );
  return (
    <div className="results">
      <div className="results__main">
        <ResultsSampleBar sampleName={sampleName} unknownSample={sample !== undefined && sampleOptions !== undefined && sampleName === undefined} onSampleList={onSampleList} onAllResults={onAllResults} />
        {pivot ? <div className="results__pivot-bar"><CommandButton command="results.togglePivot" /></div> : null}
        {body}
      </div>
      <ImporterPanel projectId={projectId} />
    </div>
  );
}
