import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultRow } from '../../api/calls/results';
import type { CodeOption } from '../../domain/editing';
import { DataGrid, GridController } from '../../grid';
import { pivotColumns, pivotResults } from '../../grids/results/result-pivot';
import type { PivotRow } from '../../grids/results/result-pivot';
import { useActiveGrid } from '../../ui/editing/use-active-grid';
import { useLanguage } from '../../ui/services-context';
import { FieldCellControl } from '../grid-screen/FieldCellControl';
import { gridKeyActions } from '../grid-screen/grid-key-actions';

/**
 * The results as a lab certificate reads them (spec 02 section 2): components down, analysis samples
 * across, each value as the lab sent it. Read-only on the grid engine, so selection, sorting (a
 * censored value by its limit) and range copy to Excel work as in every grid.
 */
export function ResultsPivot({ results, samples, label }: { results: readonly ResultRow[]; samples: readonly CodeOption[]; label: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const controller = useMemo(() => {
    const pivot = pivotResults(results, samples);
    return new GridController<PivotRow>({
      rows: pivot.rows, columns: pivotColumns((field) => t(`results.field.${field}`), pivot.samples), language, canAddRows: false, keyOf: (row) => row.key,
    });
  }, [results, samples, language, t]);
  const raise = useActiveGrid({
    canAddRows: false,
    selectedRowCount: () => 0,
    addRow: () => undefined,
    requestDeleteSelectedRows: () => undefined,
    multiEditFields: () => [],
    openMultiEdit: () => undefined,
    subscribe: controller.subscribe,
    keys: gridKeyActions(controller as GridController<object>),
  });
  return (
    <div className="entity-grid entity-grid--page" onFocusCapture={raise} onPointerDownCapture={raise}>
      <div className="entity-grid__body">
        <DataGrid controller={controller as GridController<object>} cellControl={FieldCellControl} label={label} />
      </div>
    </div>
  );
}
