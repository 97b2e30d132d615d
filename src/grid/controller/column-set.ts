import { defaultColumnLayout, hideColumn, moveColumn, pinColumn, placeColumns, resizeColumn } from '../model/column-layout';
import type { ColumnLayout, PlacedColumn } from '../model/column-layout';
import type { GridColumn } from './grid-types';

/** A column as drawn: the definition with the user's width and pin applied. */
export type VisibleColumn = GridColumn & { readonly width: number; readonly pinned: boolean };

/**
 * A grid's columns and the user's arrangement of them (resize, reorder, pin, hide). `visible`
 * is the drawing order, pinned first; view column indexes index it.
 */
export class ColumnSet {
  readonly all: readonly GridColumn[];
  private readonly fields: ReadonlyMap<string, GridColumn>;
  private current: ColumnLayout = defaultColumnLayout;
  private placed: readonly VisibleColumn[] = [];
  private readonly changed: () => void;
  private readonly layoutListeners = new Set<(layout: ColumnLayout) => void>();

  constructor(columns: readonly GridColumn[], changed: () => void) {
    this.all = columns;
    this.fields = new Map(columns.map((column) => [column.field, column]));
    this.changed = changed;
    this.place();
  }

  /** Visible columns in drawing order. */
  get visible(): readonly VisibleColumn[] {
    return this.placed;
  }

  /** How many of the visible columns are pinned (they come first). */
  get pinnedCount(): number {
    let count = 0;
    while (this.placed[count]?.pinned) count++;
    return count;
  }

  /** The user's arrangement, as saved in the settings. */
  get layout(): ColumnLayout {
    return this.current;
  }

  /** A column definition by field, hidden ones included. */
  byField(field: string): GridColumn | undefined {
    return this.fields.get(field);
  }

  /** The view index of a field, or undefined when hidden or unknown. */
  indexOf(field: string): number | undefined {
    const index = this.placed.findIndex((column) => column.field === field);
    return index < 0 ? undefined : index;
  }

  /** Applies a saved arrangement without telling the layout listeners (it came from them). */
  restore(layout: ColumnLayout): void {
    this.current = layout;
    this.place();
    this.changed();
  }

  /** Calls `listener` with every arrangement the user makes, to save it; returns the unsubscribe. */
  onLayoutChange(listener: (layout: ColumnLayout) => void): () => void {
    this.layoutListeners.add(listener);
    return () => this.layoutListeners.delete(listener);
  }

  resize(field: string, width: number): void {
    this.update(resizeColumn(this.current, field, width));
  }

  /** Moves a column before another (null: to the end). */
  move(field: string, before: string | null): void {
    this.update(moveColumn(this.current, this.placed.map((column) => column.field), field, before));
  }

  pin(field: string, pinned: boolean): void {
    this.update(pinColumn(this.current, this.placed, field, pinned));
  }

  hide(field: string, hidden: boolean): void {
    this.update(hideColumn(this.current, field, hidden));
  }

  private update(layout: ColumnLayout): void {
    this.current = layout;
    this.place();
    this.changed();
    for (const listener of this.layoutListeners) listener(layout);
  }

  private place(): void {
    this.placed = placeColumns(this.all, this.current).map((placed: PlacedColumn) => ({
      ...(this.fields.get(placed.field) as GridColumn), width: placed.width, pinned: placed.pinned,
    }));
  }
}
