import type { GridController } from '../controller/grid-controller';
import { isCellSelected } from '../model/selection';

/** A drawn cell's state as bits, so the renderer compares one number before touching the DOM. */
export const stateBits = { selected: 1, active: 2, changed: 4, error: 8, warning: 16, readOnly: 32 } as const;

/** The state bits of a cell now. */
export function cellStateOf(controller: GridController<object>, row: number, col: number): number {
  const { selection } = controller.getSnapshot();
  let state = 0;
  if (isCellSelected(selection, row, col)) state |= stateBits.selected;
  if (selection.active.row === row && selection.active.col === col) state |= stateBits.active;
  if (controller.isChangedAt(row, col)) state |= stateBits.changed;
  const issues = controller.issuesAt(row, col);
  if (issues.length > 0) state |= issues.some((issue) => issue.severity === 'error') ? stateBits.error : stateBits.warning;
  if (controller.writableField(row, col) === null) state |= stateBits.readOnly;
  return state;
}

const classNames = new Map<number, string>();

/** The class list of a cell in a state, built once per state. */
export function cellStateClass(state: number, pinned: boolean): string {
  const key = pinned ? state | 64 : state;
  let name = classNames.get(key);
  if (name === undefined) {
    name = ['data-grid__cell', pinned ? 'data-grid__cell--pinned' : '',
      state & stateBits.selected ? 'data-grid__cell--selected' : '', state & stateBits.active ? 'data-grid__cell--active' : '',
      state & stateBits.changed ? 'data-grid__cell--changed' : '', state & stateBits.error ? 'data-grid__cell--error' : '',
      state & stateBits.warning ? 'data-grid__cell--warning' : '', state & stateBits.readOnly ? 'data-grid__cell--readonly' : '',
    ].filter(Boolean).join(' ');
    classNames.set(key, name);
  }
  return name;
}
