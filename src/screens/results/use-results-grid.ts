import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiOf } from '../../api/queries/api-binding';
import { resultKeys } from '../../api/queries/result-queries';
import { updateAnalysisResults } from '../../api/calls/results';
import type { ResultAction, ResultRow } from '../../api/calls/results';
import type { CodeOption } from '../../domain/editing';
import { GridController } from '../../grid';
import type { GridSaveCalls } from '../../grids/shared/save-grid';
import { resultColumns, sampleField } from '../../grids/results/result-columns';
import { deriveResultCells, validateResultRows } from '../../grids/results/result-rules';
import { useLanguage } from '../../ui/services-context';
import { useColumnSettings } from '../grid-screen/use-column-settings';
import { useGridSave } from '../grid-screen/use-grid-save';

/** A result row as the grid holds it. */
export type ResultGridRow = Readonly<Record<string, unknown>>;

/**
 * The sample a new row starts on: the one the grid is narrowed to (a row of another would vanish from
 * view), else that of the last row, so rows typed below a sample's results stay with it.
 */
function newRowSample(rows: readonly Readonly<Record<string, unknown>>[], narrowedTo: string | undefined): Readonly<Record<string, unknown>> {
  const sample = narrowedTo ?? rows.at(-1)?.[sampleField];
  return typeof sample === 'string' ? { [sampleField]: sample } : {};
}

/**
 * The results grid (spec 02 section 2, 'Analysis results screen') on the grid engine: the result
 * columns, the duplicate rule at the cell, symbol and limit following the value as sent, the user's
 * column layout, and the save through UpdateAnalysisResults (INSERT, UPDATE and DELETE, each one
 * transaction) that answers every result of the project as stored.
 */
export function useResultsGrid(projectId: number, results: readonly ResultRow[] | undefined, samples: readonly CodeOption[] | undefined, narrowedTo?: string) {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const [controller, setController] = useState<GridController<ResultGridRow> | null>(null);
  const latestSamples = useRef(samples);
  latestSamples.current = samples;
  const latestNarrowing = useRef(narrowedTo);
  latestNarrowing.current = narrowedTo;
  const columns = useMemo(() => (samples ? resultColumns((field) => t(`results.field.${field}`), samples) : null), [samples, t]);

  useEffect(() => {
    if (controller || !columns || !results) return;
    setController(new GridController<ResultGridRow>({
      rows: results, columns, language, canAddRows: true,
      keyOf: (row, index) => (typeof row.ArGuid === 'string' && row.ArGuid !== '' ? row.ArGuid : `#${index}`),
      validateRows: validateResultRows,
      newRowValues: (rows) => newRowSample(rows, latestNarrowing.current),
      deriveCells: deriveResultCells,
    }));
  }, [controller, columns, results, language]);

  useEffect(() => {
    if (controller && results && !controller.getSnapshot().dirty) controller.replaceRows(results);
  }, [controller, results]);

  const calls = useMemo<GridSaveCalls<ResultGridRow>>(() => {
    const send = async (action: ResultAction, rows: readonly Record<string, unknown>[]) => {
      const stored = await updateAnalysisResults(apiOf(client), projectId, action, rows);
      client.setQueryData(resultKeys.ofProject(projectId), stored);
      return stored;
    };
    return {
      insert: (rows) => send('INSERT', rows),
      update: (rows) => send('UPDATE', rows),
      remove: (rows) => send('DELETE', rows),
    };
  }, [client, projectId]);

  useColumnSettings(controller as GridController<object> | null, 'grid.analysisResults');
  const { saving } = useGridSave(controller, 'ArGuid', calls, t('results.title'));
  return { controller, saving };
}
