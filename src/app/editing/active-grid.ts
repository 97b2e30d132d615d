/** A field the active grid can multi-edit (spec 01 section 4: only fields whose AllowMultiEdit is true). */
export interface MultiEditField {
  /** The wire name the grid writes, e.g. 'MpTypeCode'. */
  readonly field: string;
  /** The column's header text, already translated. */
  readonly title: string;
}

/**
 * What the grid commands (new row, delete rows, multi-edit; issue 7) need from the grid on view,
 * and nothing more: a screen adapts its grid controller to this (the lead registers the points
 * grid). Methods are read when a command asks, never copied, so they are never stale.
 */
export interface ActiveGrid {
  /** Whether rows may be added here (GridControllerOptions.canAddRows). */
  readonly canAddRows: boolean;
  /** How many rows the selection covers now. */
  selectedRowCount(): number;
  /** Adds a row (and selects it). */
  addRow(): void;
  /** Opens the grid's confirmation for deleting the selected rows; deletes only once confirmed. */
  requestDeleteSelectedRows(): void;
  /** The fields the selection can be multi-edited in, in column order. */
  multiEditFields(): readonly MultiEditField[];
  /** Opens multi-edit on the selection, for `field` or (without one) letting the user choose. */
  openMultiEdit(field?: string): void;
  /** Tells `listener` when the selection changes, so buttons can follow; returns the unsubscribe. */
  subscribe?(listener: () => void): () => void;
  /** Copies or moves the selected rows' records to another project, where the grid offers it (issue 8). */
  readonly copyOrMoveSelection?: () => void;
  /** Moves the selected samples to another point or tube, where the grid offers it (the sample grids). */
  readonly transferSelection?: () => void;
  /** Opens the active row's record on its own screen, where the grid offers it. */
  readonly openActiveRecord?: () => void;
}

/** The grid on view, if any. Only one grid is active at a time: the one registered or raised last. */
export interface ActiveGridRegistry {
  current(): ActiveGrid | null;
  /** Makes `grid` the active one; the returned function undoes it (the previous grid, if any, is active again). */
  register(grid: ActiveGrid): () => void;
  /** Makes a registered grid the active one again (a screen with several grids: the one the user went into). */
  raise(grid: ActiveGrid): void;
  /** Tells `listener` when the active grid, or its selection, changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** A number that changes whenever `subscribe` listeners are told (for useSyncExternalStore). */
  version(): number;
}

/** Creates the registry the command host reads and grid screens register with (see useActiveGrid). */
export function createActiveGridRegistry(): ActiveGridRegistry {
  let stack: { grid: ActiveGrid; unsubscribe: () => void }[] = [];
  let version = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    version += 1;
    for (const listener of [...listeners]) listener();
  };
  return {
    current: () => stack.at(-1)?.grid ?? null,
    register(grid) {
      const entry = { grid, unsubscribe: grid.subscribe?.(changed) ?? (() => {}) };
      stack = [...stack, entry];
      changed();
      return () => {
        if (!stack.includes(entry)) return;
        entry.unsubscribe();
        stack = stack.filter((item) => item !== entry);
        changed();
      };
    },
    raise(grid) {
      const entry = stack.find((item) => item.grid === grid);
      if (!entry || stack.at(-1) === entry) return;
      stack = [...stack.filter((item) => item !== entry), entry];
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    version: () => version,
  };
}
