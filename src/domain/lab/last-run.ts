/**
 * Whole minutes since the importer's last run (spec 02 section 2: 'last run n minutes ago'), never
 * negative; null when it never ran or the time cannot be read.
 */
export function minutesSinceRun(lastRunAt: string | null | undefined, now: Date): number | null {
  if (!lastRunAt) return null;
  const ran = Date.parse(lastRunAt);
  if (Number.isNaN(ran)) return null;
  return Math.max(0, Math.floor((now.getTime() - ran) / 60_000));
}
