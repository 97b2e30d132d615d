import type { SettingValue } from '../../api/calls/settings';

/** The user setting read before /project/$projectId (spec 01 section 2; spec 02 section 2). */
export const defaultViewSettingName = 'defaultView';

/** Where a project opens: its detail screen, its overview table, or its Home Dashboard. */
export type ProjectLanding = 'detail' | 'overview' | 'dashboard';

/** The setting's text, whether stored as 'table' or as JSON text '"table"'. */
function settingText(value: SettingValue | undefined): string {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'string') return parsed.trim().toLowerCase();
  } catch {
    // Plain text, as the spec's values are written.
  }
  return text.toLowerCase();
}

/** Whether `path` is the `screen` ('overview', 'dashboard') of project `projectId` (with or without the /Web base). */
function isScreenOf(screen: string, path: string | undefined, projectId: number): boolean {
  if (path === undefined) return false;
  const internal = path.replace(/^\/Web(?=\/)/i, '');
  return new RegExp(`^/project/${projectId}/${screen}(/|$|\\?)`).test(internal);
}

/** Whether `path` is an overview of project `projectId` (with or without the /Web base). */
export function isOverviewOf(path: string | undefined, projectId: number): boolean {
  return isScreenOf('overview', path, projectId);
}

/** Whether `path` is a dashboard of project `projectId` (with or without the /Web base). */
export function isDashboardOf(path: string | undefined, projectId: number): boolean {
  return isScreenOf('dashboard', path, projectId);
}

/**
 * Where /project/$projectId lands (spec 01 section 2): 'table' → the overview (108), unless the
 * user came from this project's overview; 'dashboard' → the Home Dashboard (1), unless the user
 * came from this project's dashboard — then the detail, or they could never reach it. Any other
 * value stays on the detail.
 */
export function projectLanding(defaultView: SettingValue | undefined, previousPath: string | undefined, projectId: number): ProjectLanding {
  const view = settingText(defaultView);
  if (view === 'table') return isOverviewOf(previousPath, projectId) ? 'detail' : 'overview';
  if (view === 'dashboard') return isDashboardOf(previousPath, projectId) ? 'detail' : 'dashboard';
  return 'detail';
}
