import * as z from 'zod';
import { numberMax } from '../../../src/domain/validation/limits';
import { badRequest } from '../../errors';
import { platformMessages } from '../../messages';
import { matchKey } from './plan-rows';

/** The RowVersion a client loaded per record it deletes, by key in lower case (matchKey). */
export type SentVersions = ReadonlyMap<string, number>;

// GUID (or id) → version; a delete names at most as many records as a DELETE list holds.
const rowVersionsSchema = z.record(z.string().max(100), z.number().int().min(0).max(numberMax))
  .refine((versions) => Object.keys(versions).length <= 100000, { error: 'at most 100000 records' })
  .nullish();

/**
 * `data.RowVersions` of a DELETE (spec 01 section 4: no silent lost update): `{ GUID: version }`
 * for the records the client loaded; a record left out is deleted whatever its version (older
 * clients, scripts). A wrong shape is a bad request.
 */
export function sentVersions(value: unknown): SentVersions {
  const parsed = rowVersionsSchema.safeParse(value);
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    const path = ['data', 'RowVersions', ...(problem?.path ?? []).map(String)].join('.');
    throw badRequest(platformMessages.invalidBody, { details: `${path}: ${problem?.message ?? 'invalid'}` });
  }
  return new Map(Object.entries(parsed.data ?? {}).map(([key, version]) => [matchKey(key), version]));
}
