/**
 * How large a request body each call may send (ASVS 12.1.1 and 13.1.x: input bounded before it is
 * read). Fastify refuses a body over its route's limit from the Content-Length header before
 * reading it, or after reading that many bytes of a chunked body — never more.
 */

/** Sign-in, refresh and sign-out: a user name (≤ 100), a password (≤ 128 characters, escaped) and a licence number. */
export const signInBodyLimit = 4 * 1024;

/** Every call not listed below: reads, single-record writes, lookups (a read names at most 500 GUIDs, 50 kB). */
export const defaultBodyLimit = 1024 * 1024;

/** UpdateSetting: a setting of up to 1,000,000 characters (server/services/settings-service.ts), up to 3 bytes each in UTF-8. */
const settingBodyLimit = 4 * 1024 * 1024;

/**
 * The bulk write calls, whose bodies grow with the rows saved in one transaction: they take
 * BODY_LIMIT (config.bodyLimit; by default 64 MiB, see server/config.ts for the measured sizes).
 */
const bulkWriteCalls: ReadonlySet<string> = new Set([
  'SetProjectWithChilds',
  'SetMeasurementPoints',
  'SetLayers', 'SetSoilSamples', 'SetGaugingTubes', 'SetFinishings',
  'SetWaterSamples', 'setWaterSamples', 'SetWaterSampleBottles',
]);

/** Calls with a limit of their own between the default and the bulk one. */
const ownLimits: ReadonlyMap<string, number> = new Map([['UpdateSetting', settingBodyLimit]]);

/** The body limit of a call by its path ('/ITWDataRestService_V1_0/SetLayers'), given the configured bulk limit. */
export function bodyLimitOfCall(path: string, bulkLimit: number): number {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (bulkWriteCalls.has(name)) return bulkLimit;
  return ownLimits.get(name) ?? defaultBodyLimit;
}
