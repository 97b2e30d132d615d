import * as z from 'zod';

/** How a view shows its records (spec 02 section 2: 'Views can switch between tile, table and dashboard modes'). */
export type ViewMode = 'tiles' | 'table';

/** One sorted column; the first of the list sorts first. */
export interface ColumnSortSetting {
  readonly id: string;
  readonly desc: boolean;
}

/**
 * A user's settings of one read-only table (spec 02 section 7: GetSettingByName / UpdateSetting in
 * AppTableSettings): the view mode, the columns' order, the hidden ones, widths in px and the sort.
 * Plain JSON; columns unknown to the table are ignored, so settings saved before a column was added
 * or dropped still apply.
 */
export interface TableSettings {
  readonly mode: ViewMode;
  readonly order: readonly string[];
  readonly hidden: readonly string[];
  readonly widths: Readonly<Record<string, number>>;
  readonly sort: readonly ColumnSortSetting[];
}

/** Settings that keep every default: table mode, the table's own column order, nothing hidden or sorted. */
export const defaultTableSettings: TableSettings = { mode: 'table', order: [], hidden: [], widths: {}, sort: [] };

/** Narrowest and widest a column may be set, in px: narrower hides its header, wider is a typing slip. */
export const columnWidthLimits = { min: 48, max: 1200 } as const;

const settingsSchema = z.object({
  mode: z.enum(['tiles', 'table']).optional().catch(undefined),
  order: z.array(z.string()).catch([]),
  hidden: z.array(z.string()).catch([]),
  widths: z.record(z.string(), z.number().finite()).catch({}),
  sort: z.array(z.object({ id: z.string(), desc: z.boolean() })).catch([]),
});

/**
 * Reads stored settings; anything unreadable gives the defaults field by field rather than failing the
 * table. `defaultMode` is the view's own starting mode (a gallery starts as tiles, a table as a table).
 */
export function parseTableSettings(value: unknown, defaultMode: ViewMode = defaultTableSettings.mode): TableSettings {
  const parsed = settingsSchema.safeParse(value ?? {});
  if (!parsed.success) return { ...defaultTableSettings, mode: defaultMode };
  return { ...parsed.data, mode: parsed.data.mode ?? defaultMode };
}

/** A column width kept within the limits, in whole px. */
export function clampColumnWidth(width: number): number {
  return Math.round(Math.min(columnWidthLimits.max, Math.max(columnWidthLimits.min, width)));
}

/**
 * The columns in the user's order: the saved order's known columns first, then the others in the
 * table's own order (a column added after the settings were saved appears at its default place's end).
 */
export function orderedColumnIds(columnIds: readonly string[], saved: readonly string[]): string[] {
  const known = new Set(columnIds);
  const first = saved.filter((id, index) => known.has(id) && saved.indexOf(id) === index);
  const placed = new Set(first);
  return [...first, ...columnIds.filter((id) => !placed.has(id))];
}

/** The order after moving one column a step toward the start (-1) or the end (+1); at an edge it stays. */
export function moveColumn(order: readonly string[], id: string, step: -1 | 1): string[] {
  const from = order.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}
