import type { GridKeyActions } from '../../../commands';
import type { GridController } from '../../grid';

/**
 * The grid's keys as actions for the palette and toolbar buttons: the same controller steps as the
 * keys (spec 01 section 4, Excel's keys), with the system clipboard read and written through the
 * Clipboard API, since a palette entry is no clipboard event. Focus goes back to the grid after each.
 */
export function gridKeyActions(controller: GridController<object>): GridKeyActions {
  const then = (step: () => void) => () => {
    step();
    controller.requestFocus();
  };
  return {
    canUndo: () => controller.getSnapshot().canUndo,
    canRedo: () => controller.getSnapshot().canRedo,
    undo: then(() => controller.undo()),
    redo: then(() => controller.redo()),
    copy: then(() => { void navigator.clipboard.writeText(controller.copyText()); }),
    cut: then(() => { void navigator.clipboard.writeText(controller.cutText()); }),
    paste: () => {
      void navigator.clipboard.readText().then((text) => {
        controller.pasteText(text);
        controller.requestFocus();
      });
    },
    fillDown: then(() => controller.fillDown()),
    clear: then(() => controller.clear()),
  };
}
