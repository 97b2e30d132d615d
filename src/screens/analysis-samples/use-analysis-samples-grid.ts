import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setAnalysisSamples } from '../../api/calls/lab';
import type { WriteAction } from '../../api/envelope';
import { apiOf } from '../../api/queries/api-binding';
import { labKeys } from '../../api/queries/lab-queries';
import type { AnalysisSampleRow } from '../../domain/entities/analysis-sample';
import { analysisSampleDisplayFields } from '../../domain/lab/analysis-sample-grid-rows';
import type { AnalysisSampleGridRow } from '../../domain/lab/analysis-sample-grid-rows';
import { GridController } from '../../grid';
import { analysisSampleColumns, matrixOptions } from '../../grids/analysis-samples/analysis-sample-columns';
import type { GridSaveCalls } from '../../grids/shared/save-grid';
import { domainRowValidator } from '../../grids/shared/domain-row-validator';
import { useLanguage } from '../../ui/services-context';
import { useColumnSettings } from '../grid-screen/use-column-settings';
import { useGridSave } from '../grid-screen/use-grid-save';

// Spec 02 section 3 with spec 01 section 5's field rules: the same rules the server runs on SetAnalysisSamples.
const validateSamples = domainRowValidator('analysisSample', {}, { groupByParent: false });

/** A sent row without the fields the grid only shows (the field samples, the order number, the lock). */
function storedFields(row: Readonly<Record<string, unknown>>): AnalysisSampleRow {
  const sent: Record<string, unknown> = { ...row };
  for (const field of analysisSampleDisplayFields) delete sent[field];
  return sent as AnalysisSampleRow;
}

/**
 * The analysis samples grid (spec 02 section 3, 'Analysis sample') on the grid engine: the sample
 * columns, the domain's rules at the cell, rows on a sent lab assignment locked (the lab assignment
 * machine's guard), the user's column layout, and the save through SetAnalysisSamples — the call the
 * lab screens use — whose answer, the project's samples as stored, `toGridRows` dresses for the grid.
 */
export function useAnalysisSamplesGrid(
  projectId: number,
  rows: readonly AnalysisSampleGridRow[] | undefined,
  toGridRows: (stored: readonly AnalysisSampleRow[]) => AnalysisSampleGridRow[],
) {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const [controller, setController] = useState<GridController<AnalysisSampleGridRow> | null>(null);
  const dress = useRef(toGridRows);
  dress.current = toGridRows;
  const columns = useMemo(
    () => analysisSampleColumns((field) => t(`analysisSamples.field.${field}`), matrixOptions((code) => t(`analysisSamples.matrix.${code}`))),
    [t],
  );

  useEffect(() => {
    if (controller || !rows) return;
    setController(new GridController<AnalysisSampleGridRow>({
      rows, columns, language, canAddRows: false,
      keyOf: (row, index) => (typeof row.AsGuid === 'string' && row.AsGuid !== '' ? row.AsGuid : `#${index}`),
      validateRows: validateSamples,
      isRowReadOnly: (row) => row.Locked === true,
    }));
  }, [controller, columns, rows, language]);

  useEffect(() => {
    if (controller && rows && !controller.getSnapshot().dirty) controller.replaceRows(rows);
  }, [controller, rows]);

  const calls = useMemo<GridSaveCalls<AnalysisSampleGridRow>>(() => {
    const send = async (action: WriteAction, sent: readonly Record<string, unknown>[]) => {
      const stored = await setAnalysisSamples(apiOf(client), projectId, action, sent.map(storedFields));
      client.setQueryData(labKeys.analysisSamples(projectId), stored);
      return dress.current(stored);
    };
    return {
      insert: (sent) => send('INSERT', sent),
      update: (sent) => send('UPDATE', sent),
      remove: (sent) => send('DELETE', sent),
    };
  }, [client, projectId]);

  useColumnSettings(controller as GridController<object> | null, 'grid.analysisSamples');
  const { saving } = useGridSave(controller, 'AsGuid', calls, t('analysisSamples.title'));
  return { controller, saving };
}
