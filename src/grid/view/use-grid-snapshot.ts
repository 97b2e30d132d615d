import { useSyncExternalStore } from 'react';
import type { GridController } from '../controller/grid-controller';
import type { GridSnapshot } from '../controller/grid-types';

/** The grid's state for React: re-renders the caller after every change of the controller. */
export function useGridSnapshot(controller: GridController<object>): GridSnapshot {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
}
