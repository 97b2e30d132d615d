import type { SettingValue } from '../../api/calls/settings';

/** The user setting read before /project/$projectId (spec 01 section 2; spec 02 section 2). */
export const defaultViewSettingName = 'defaultView';

/** Where a project opens: its detail screen, or its overview table. */
export type ProjectLanding = 'detail' | 'overview';

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

/** Whether `path` is an overview of project `projectId` (with or without the /Web base). */
export function isOverviewOf(path: string | undefined, projectId: number): boolean {
  if (path === undefined) return false;
  const internal = path.replace(/^\/Web(?=\/)/i, '');
  return new RegExp(`^/project/${projectId}/overview(/|$|\\?)`).test(internal);
}

/**
 * Where /project/$projectId lands (spec 01 section 2): 'table' → the overview (108), unless the
 * user came from this project's overview — then the detail, or they could never reach it.
 * 'dashboard' would go to /project/$projectId/dashboard/1, but no dashboard exists yet (spec 02's
 * dashboards are a later issue), so it stays on the detail, as does any other value.
 */
export function projectLanding(defaultView: SettingValue | undefined, previousPath: string | undefined, projectId: number): ProjectLanding {
  if (settingText(defaultView) !== 'table') return 'detail';
  return isOverviewOf(previousPath, projectId) ? 'detail' : 'overview';
}
