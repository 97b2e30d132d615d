import { useActiveGrid } from '../../ui/editing/use-active-grid';
import type { GridController } from '../../grid';
import { gridKeyActions } from '../grid-screen/grid-key-actions';

const noFields: readonly never[] = [];

/**
 * Makes the XYZ import's grid the one the grid commands act on, so its toolbar's new row, undo, redo
 * and delete rows are the palette's commands with the palette's names (and its keys are listed on
 * '?'). Its rows are not yet stored, so deleting them needs no confirmation: undo brings them back.
 */
export function useXyzActiveGrid(controller: GridController<object>): void {
  useActiveGrid({
    canAddRows: true,
    selectedRowCount: () => controller.selectedRowKeys().length,
    addRow: () => {
      controller.addRow();
      controller.requestFocus();
    },
    requestDeleteSelectedRows: () => { controller.deleteSelectedRows(); },
    multiEditFields: () => noFields,
    openMultiEdit: () => {},
    subscribe: controller.subscribe,
    keys: gridKeyActions(controller),
  });
}
