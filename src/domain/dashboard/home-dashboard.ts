import type { PlacedWidget } from './dashboard-layout';

/**
 * The Home Dashboard (spec 02 section 2): number 1 of every user in every project (spec 02
 * section 9: default dashboard id 1). It cannot be renamed or deleted.
 */
export const homeDashboardNumber = 1;

/** Its name as stored; the screen shows it translated. */
export const homeDashboardName = 'Home Dashboard';

const at = (kind: PlacedWidget['kind'], x: number, y: number, w: number, h: number, extra: Partial<PlacedWidget> = {}): PlacedWidget =>
  ({ id: `${kind}-1`, kind, x, y, w, h, ...extra });

/** The layout a new Home Dashboard starts with: all twelve widgets, three to a row. */
export const homeDashboardLayout: readonly PlacedWidget[] = [
  at('projectInfo', 0, 0, 4, 4),
  at('waterSamplesGraph', 4, 0, 4, 4, { period: 'month', style: 'bars' }),
  at('pointMap', 8, 0, 4, 4),
  at('soilInfo', 0, 4, 4, 4),
  at('groundwaterInfo', 4, 4, 4, 4),
  at('surfaceSamples', 8, 4, 4, 4),
  at('groundAir', 0, 8, 4, 4),
  at('locationVisits', 4, 8, 4, 4),
  at('labAssignments', 8, 8, 4, 4),
  at('participants', 0, 12, 4, 4),
  at('concernedContacts', 4, 12, 4, 4),
  at('todoList', 8, 12, 4, 4),
];

/** Longest dashboard name. */
export const dashboardNameMaxLength = 60;

/** A name as it is compared: trimmed, case-insensitive ('dashboard exists' ignores case). */
export function dashboardNameKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}
