import * as z from 'zod';
import { graphPeriods, graphStyles, widgetKinds } from './widget-kinds';

/** Columns of the dashboard grid; a widget's x and w count in these, y and h in rows. */
export const gridColumns = 12;

/** Smallest and largest widget, in grid cells; no widget sits below row `maxRow`. */
const widgetLimits = { minWidth: 2, minHeight: 2, maxHeight: 12, maxRow: 200 } as const;

/** Most widgets on one dashboard (each kind may appear more than once). */
const maxWidgets = 40;

const cell = z.number().int().min(0);

/** One widget placed on the grid, with the options of its kind (the graph's period and style). */
export const placedWidgetSchema = z.object({
  id: z.string().min(1).max(40),
  kind: z.enum(widgetKinds),
  x: cell.max(gridColumns - widgetLimits.minWidth),
  y: cell.max(widgetLimits.maxRow),
  w: z.number().int().min(widgetLimits.minWidth).max(gridColumns),
  h: z.number().int().min(widgetLimits.minHeight).max(widgetLimits.maxHeight),
  period: z.enum(graphPeriods).optional(),
  style: z.enum(graphStyles).optional(),
}).refine((widget) => widget.x + widget.w <= gridColumns, { message: 'widget wider than the grid', path: ['w'] });

/** A dashboard's widgets: what is stored per user and project (DbLayout). */
export const dashboardLayoutSchema = z.array(placedWidgetSchema).max(maxWidgets)
  .refine((widgets) => new Set(widgets.map((widget) => widget.id)).size === widgets.length, { message: 'duplicate widget id' });

/** One placed widget. */
export type PlacedWidget = z.output<typeof placedWidgetSchema>;

/** A dashboard's layout. */
export type DashboardLayout = readonly PlacedWidget[];

/** Whether two widgets share a cell. */
export function overlaps(a: PlacedWidget, b: PlacedWidget): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

const byPosition = (a: PlacedWidget, b: PlacedWidget) => a.y - b.y || a.x - b.x;

/**
 * Keeps `fixed` where it is and pushes every widget it (or a pushed one) now covers down below
 * it, so a move or resize never stacks two widgets on one cell.
 */
function pushAside(layout: DashboardLayout, fixed: PlacedWidget): PlacedWidget[] {
  const placed: PlacedWidget[] = [fixed];
  for (const widget of layout.filter((entry) => entry.id !== fixed.id).sort(byPosition)) {
    let next = widget;
    for (let blocker = placed.find((other) => overlaps(other, next)); blocker; blocker = placed.find((other) => overlaps(other, next))) {
      next = { ...next, y: blocker.y + blocker.h };
    }
    placed.push(next);
  }
  return layout.map((widget) => placed.find((entry) => entry.id === widget.id) ?? widget);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Moves a widget by whole cells (keyboard: arrows), kept inside the grid; others make room. */
export function moveWidget(layout: DashboardLayout, id: string, dx: number, dy: number): PlacedWidget[] {
  const widget = layout.find((entry) => entry.id === id);
  if (!widget) return [...layout];
  const moved = { ...widget, x: clamp(widget.x + dx, 0, gridColumns - widget.w), y: clamp(widget.y + dy, 0, widgetLimits.maxRow) };
  return pushAside(layout, moved);
}

/** Places a widget at a cell (pointer drag), kept inside the grid; others make room. */
export function placeWidget(layout: DashboardLayout, id: string, x: number, y: number): PlacedWidget[] {
  const widget = layout.find((entry) => entry.id === id);
  return widget ? moveWidget(layout, id, x - widget.x, y - widget.y) : [...layout];
}

/** Grows or shrinks a widget by whole cells (keyboard: Shift+arrows), within its limits. */
export function resizeWidget(layout: DashboardLayout, id: string, dw: number, dh: number): PlacedWidget[] {
  const widget = layout.find((entry) => entry.id === id);
  if (!widget) return [...layout];
  const resized = {
    ...widget,
    w: clamp(widget.w + dw, widgetLimits.minWidth, gridColumns - widget.x),
    h: clamp(widget.h + dh, widgetLimits.minHeight, widgetLimits.maxHeight),
  };
  return pushAside(layout, resized);
}

/**
 * Auto-align (spec 02 section 2, edit mode): every widget rises as far as it can without
 * overlapping one above it, top to bottom, so no empty rows are left between widgets.
 */
export function autoAlign(layout: DashboardLayout): PlacedWidget[] {
  const placed: PlacedWidget[] = [];
  for (const widget of [...layout].sort(byPosition)) {
    let next = { ...widget, y: 0 };
    for (let blocker = placed.find((other) => overlaps(other, next)); blocker; blocker = placed.find((other) => overlaps(other, next))) {
      next = { ...next, y: blocker.y + blocker.h };
    }
    placed.push(next);
  }
  return layout.map((widget) => placed.find((entry) => entry.id === widget.id) ?? widget);
}

/** Removes a widget (edit mode: delete widget). */
export function removeWidget(layout: DashboardLayout, id: string): PlacedWidget[] {
  return layout.filter((widget) => widget.id !== id);
}

/** Adds a widget below all others, full size for its kind, with an id not yet used. */
export function addWidget(layout: DashboardLayout, kind: PlacedWidget['kind']): PlacedWidget[] {
  const bottom = layout.reduce((lowest, widget) => Math.max(lowest, widget.y + widget.h), 0);
  const used = new Set(layout.map((widget) => widget.id));
  let n = 1;
  while (used.has(`${kind}-${n}`)) n += 1;
  return [...layout, { id: `${kind}-${n}`, kind, x: 0, y: bottom, w: 4, h: 4 }];
}

/** The rows a layout takes: the bottom edge of its lowest widget. */
export function layoutHeight(layout: DashboardLayout): number {
  return layout.reduce((lowest, widget) => Math.max(lowest, widget.y + widget.h), 0);
}
