/** Milliseconds in a day. */
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Whether a field sample dated `sampled` (a wire date) is kept by ExcludeFieldsampleOlderThenXDays
 * (spec 02 section 7, GetLabassignmentSoilData and GetLabassignmentWaterData): 0 keeps every sample;
 * N keeps those taken at most N days before `now`. A sample without a (readable) date is kept: it
 * cannot be shown to be too old.
 */
export function keepsFieldSample(sampled: unknown, excludeOlderThanDays: number, now: Date): boolean {
  if (excludeOlderThanDays <= 0) return true;
  if (typeof sampled !== 'string' || sampled.trim() === '') return true;
  const time = Date.parse(sampled.length === 10 ? `${sampled}T00:00:00Z` : `${sampled.replace(/Z$/, '')}Z`);
  if (Number.isNaN(time)) return true;
  return now.getTime() - time <= excludeOlderThanDays * dayMs;
}
