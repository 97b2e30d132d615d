import * as z from 'zod';

/**
 * A user's column arrangement of one grid (resize, reorder, pin and hide, saved per user):
 * plain JSON, stored with UpdateSetting under AppTableSettings. Fields unknown to the grid are ignored
 * and columns missing from `order` keep their default place, so a layout saved before a template
 * changed still applies.
 */
export interface ColumnLayout {
  /** Fields in the user's order. */
  readonly order: readonly string[];
  /** Widths in px the user set, by field. */
  readonly widths: Readonly<Record<string, number>>;
  /** Fields pinned to the start, in order. */
  readonly pinned: readonly string[];
  /** Fields hidden. */
  readonly hidden: readonly string[];
}

/** The layout that keeps every default. */
export const defaultColumnLayout: ColumnLayout = { order: [], widths: {}, pinned: [], hidden: [] };

/** Narrowest a column may be dragged (px), so its header can still be grabbed. */
const minimumColumnWidth = 40;

const layoutSchema = z.object({
  order: z.array(z.string()).default([]),
  widths: z.record(z.string(), z.number().finite()).default({}),
  pinned: z.array(z.string()).default([]),
  hidden: z.array(z.string()).default([]),
});

/** Reads a stored layout; anything unreadable gives the defaults rather than failing the grid. */
export function parseColumnLayout(value: unknown): ColumnLayout {
  const parsed = layoutSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultColumnLayout;
}

/** A column as the layout sees it: its field, default width and whether it starts pinned. */
export interface LayoutColumn {
  readonly field: string;
  readonly width: number;
  readonly pinned?: boolean;
}

/** One column as drawn: its field, width and place. */
export interface PlacedColumn {
  readonly field: string;
  readonly width: number;
  readonly pinned: boolean;
}

/**
 * The visible columns in drawing order (pinned first, each group in the user's order) with their
 * widths. With no saved pins, the columns marked pinned by default are pinned.
 */
export function placeColumns(columns: readonly LayoutColumn[], layout: ColumnLayout): PlacedColumn[] {
  const known = new Map(columns.map((column, index) => [column.field, { column, index }]));
  const rank = new Map<string, number>();
  layout.order.forEach((field, index) => { if (known.has(field) && !rank.has(field)) rank.set(field, index); });
  const orderOf = (field: string) => rank.get(field) ?? layout.order.length + (known.get(field)?.index ?? 0);
  const hidden = new Set(layout.hidden);
  const pinnedFields = layout.pinned.length > 0 || layout.order.length > 0
    ? new Set(layout.pinned)
    : new Set(columns.filter((column) => column.pinned).map((column) => column.field));
  return columns
    .filter((column) => !hidden.has(column.field))
    .map((column) => ({
      field: column.field,
      width: Math.max(minimumColumnWidth, Math.round(layout.widths[column.field] ?? column.width)),
      pinned: pinnedFields.has(column.field),
    }))
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || orderOf(a.field) - orderOf(b.field));
}

/** The layout with a column's width set (column resize). */
export function resizeColumn(layout: ColumnLayout, field: string, width: number): ColumnLayout {
  return { ...layout, widths: { ...layout.widths, [field]: Math.max(minimumColumnWidth, Math.round(width)) } };
}

/** The layout with `field` moved before `before` (or to the end with null), over the current order. */
export function moveColumn(layout: ColumnLayout, current: readonly string[], field: string, before: string | null): ColumnLayout {
  const order = current.filter((name) => name !== field);
  const at = before === null ? order.length : order.indexOf(before);
  order.splice(at < 0 ? order.length : at, 0, field);
  return { ...layout, order };
}

/** The layout with a column pinned to the start or unpinned; the current order is kept. */
export function pinColumn(layout: ColumnLayout, current: readonly PlacedColumn[], field: string, pinned: boolean): ColumnLayout {
  const pins = current.filter((column) => column.pinned && column.field !== field).map((column) => column.field);
  return { ...layout, order: current.map((column) => column.field), pinned: pinned ? [...pins, field] : pins };
}

/** The layout with a column hidden or shown again. */
export function hideColumn(layout: ColumnLayout, field: string, hidden: boolean): ColumnLayout {
  const rest = layout.hidden.filter((name) => name !== field);
  return { ...layout, hidden: hidden ? [...rest, field] : rest };
}
