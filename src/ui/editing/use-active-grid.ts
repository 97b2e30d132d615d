import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import type { ActiveGrid, GridKeyActions } from '../../../commands';
import type { ActiveGridRegistry } from './active-grid';

/** The app's registry of the grid on view (provided once by src/app/providers.tsx). */
export const ActiveGridContext = createContext<ActiveGridRegistry | null>(null);

/** The registry, for the command host. */
export function useActiveGridRegistry(): ActiveGridRegistry {
  const registry = useContext(ActiveGridContext);
  if (!registry) throw new Error('useActiveGrid needs the ActiveGridContext of src/app/providers.tsx');
  return registry;
}

/**
 * Makes the calling screen's grid the active one while it is mounted and `handle` is not null, so
 * the grid commands (new row, delete rows, multi-edit) act on it. As with useEditableScreen, the
 * latest `handle` is read through a ref: pass a new object every render without re-registering.
 * `canAddRows` is read when a command asks, like the methods. Answers `raise`: a screen with several
 * grids calls it when the user goes into one (focus), so the commands act on that one.
 */
export function useActiveGrid(handle: ActiveGrid | null): () => void {
  const registry = useActiveGridRegistry();
  const registered = useRef<ActiveGrid | null>(null);
  // The last grid handed in: between a render that lets the grid go and the effect that unregisters
  // it, a command still reads a working grid.
  const latest = useRef(handle);
  if (handle !== null) latest.current = handle;
  const present = handle !== null;
  useEffect(() => {
    const first = latest.current;
    if (!present || first === null) return undefined;
    const read = (): ActiveGrid => latest.current ?? first;
    const grid: ActiveGrid = {
      get canAddRows() { return read().canAddRows; },
      selectedRowCount: () => read().selectedRowCount(),
      addRow: () => read().addRow(),
      requestDeleteSelectedRows: () => read().requestDeleteSelectedRows(),
      multiEditFields: () => read().multiEditFields(),
      openMultiEdit: (field) => read().openMultiEdit(field),
      subscribe: (listener) => read().subscribe?.(listener) ?? (() => {}),
      ...(first.copyOrMoveSelection ? { copyOrMoveSelection: () => read().copyOrMoveSelection?.() } : {}),
      ...(first.transferSelection ? { transferSelection: () => read().transferSelection?.() } : {}),
      ...(first.makeAnalysisSample ? { makeAnalysisSample: () => read().makeAnalysisSample?.() } : {}),
      ...(first.addSamplesToAssignment ? { addSamplesToAssignment: () => read().addSamplesToAssignment?.() } : {}),
      ...(first.openActiveRecord ? { openActiveRecord: () => read().openActiveRecord?.() } : {}),
      ...(first.keys ? { keys: forwardedKeys(() => read().keys) } : {}),
      ...(first.keptEdits ? { keptEdits: {
        offered: () => read().keptEdits?.offered() ?? false,
        restore: () => read().keptEdits?.restore(),
        discard: () => read().keptEdits?.discard(),
      } } : {}),
    };
    registered.current = grid;
    const unregister = registry.register(grid);
    return () => {
      registered.current = null;
      unregister();
    };
  }, [registry, present]);
  return useCallback(() => {
    if (registered.current) registry.raise(registered.current);
  }, [registry]);
}

/** The grid's key actions read when a command runs, never copied. */
function forwardedKeys(read: () => GridKeyActions | undefined): GridKeyActions {
  return {
    canUndo: () => read()?.canUndo() ?? false,
    canRedo: () => read()?.canRedo() ?? false,
    undo: () => read()?.undo(),
    redo: () => read()?.redo(),
    copy: () => read()?.copy(),
    cut: () => read()?.cut(),
    paste: () => read()?.paste(),
    fillDown: () => read()?.fillDown(),
    clear: () => read()?.clear(),
  };
}
