import { describe, expect, it } from 'vitest';
import {
  addWidget, autoAlign, dashboardLayoutSchema, gridColumns, layoutHeight, moveWidget, overlaps, placeWidget, removeWidget, resizeWidget,
} from '../../../../src/domain/dashboard/dashboard-layout';
import type { PlacedWidget } from '../../../../src/domain/dashboard/dashboard-layout';
import { homeDashboardLayout } from '../../../../src/domain/dashboard/home-dashboard';
import { widgetKinds } from '../../../../src/domain/dashboard/widget-kinds';

const widget = (id: string, x: number, y: number, w = 4, h = 4): PlacedWidget => ({ id, kind: 'projectInfo', x, y, w, h });

const noOverlaps = (layout: readonly PlacedWidget[]) =>
  layout.every((a, i) => layout.every((b, j) => i === j || !overlaps(a, b)));

describe('dashboard widgets on a 12-column grid (spec 02 section 2, edit mode)', () => {
  it('starts the Home Dashboard with each of the twelve widgets once, none overlapping', () => {
    expect(homeDashboardLayout.map((entry) => entry.kind).sort()).toEqual([...widgetKinds].sort());
    expect(noOverlaps(homeDashboardLayout)).toBe(true);
    expect(dashboardLayoutSchema.safeParse(homeDashboardLayout).success).toBe(true);
  });

  it('moves a widget by cells, kept inside the grid, pushing what it lands on down', () => {
    const layout = [widget('a', 0, 0), widget('b', 4, 0)];
    const moved = moveWidget(layout, 'a', 4, 0);
    expect(moved.find((entry) => entry.id === 'a')).toMatchObject({ x: 4, y: 0 });
    expect(moved.find((entry) => entry.id === 'b')).toMatchObject({ x: 4, y: 4 });
    expect(moveWidget(layout, 'a', -3, -1)[0]).toMatchObject({ x: 0, y: 0 });
    expect(moveWidget(layout, 'b', 20, 0).find((entry) => entry.id === 'b')?.x).toBe(gridColumns - 4);
    expect(noOverlaps(placeWidget(layout, 'b', 1, 1))).toBe(true);
  });

  it('resizes within 2 to 12 columns and 2 to 12 rows, never past the right edge', () => {
    const layout = [widget('a', 8, 0), widget('b', 0, 4)];
    expect(resizeWidget(layout, 'a', 10, 0)[0]).toMatchObject({ w: 4 });
    expect(resizeWidget(layout, 'a', -5, -5)[0]).toMatchObject({ w: 2, h: 2 });
    expect(resizeWidget(layout, 'a', 0, 20)[0]).toMatchObject({ h: 12 });
    const tall = resizeWidget([widget('a', 0, 0), widget('b', 0, 4)], 'a', 0, 2);
    expect(tall.find((entry) => entry.id === 'b')?.y).toBe(6);
  });

  it('auto-aligns: every widget rises as far as it can, in reading order', () => {
    const aligned = autoAlign([widget('a', 0, 3), widget('b', 4, 10), widget('c', 0, 9, 6, 2)]);
    expect(aligned).toEqual([widget('a', 0, 0), widget('b', 4, 0), widget('c', 0, 4, 6, 2)]);
    expect(layoutHeight(aligned)).toBe(6);
  });

  it('adds a widget below the others with a fresh id, and removes one', () => {
    const added = addWidget(addWidget([widget('todoList-1', 0, 0)], 'todoList'), 'todoList');
    expect(added.map((entry) => entry.id)).toEqual(['todoList-1', 'todoList-2', 'todoList-3']);
    expect(added[1]).toMatchObject({ x: 0, y: 4 });
    expect(removeWidget(added, 'todoList-2').map((entry) => entry.id)).toEqual(['todoList-1', 'todoList-3']);
  });

  it('refuses widgets off the grid, of an unknown kind or with one id twice', () => {
    expect(dashboardLayoutSchema.safeParse([widget('a', 10, 0)]).success).toBe(false);
    expect(dashboardLayoutSchema.safeParse([{ ...widget('a', 0, 0), kind: 'weather' }]).success).toBe(false);
    expect(dashboardLayoutSchema.safeParse([widget('a', 0, 0), widget('a', 4, 0)]).success).toBe(false);
    expect(dashboardLayoutSchema.safeParse([widget('a', 0, 0, 1, 4)]).success).toBe(false);
  });
});
