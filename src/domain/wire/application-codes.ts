import * as z from 'zod';

/**
 * The application codes of the authorisation object (spec 01 section 9; spec 02 sections 3 and 9:
 * 'ios 62, win 60, web 61', the same in all environments). This web client sends 61.
 */
export const applicationCodes = { windows: 60, web: 61, ios: 62 } as const;

const known = new Set<number>(Object.values(applicationCodes));

/** An ApplicationCode as clients send it, a number or its digits as text: only the spec's three are taken. */
export const applicationCodeSchema = z.union([
  z.number().int(),
  z.string().trim().regex(/^\d{1,3}$/, { error: 'expected an application code' }).transform(Number),
]).refine((code) => known.has(code), { error: 'expected an application code of the spec: 60 (Windows), 61 (web) or 62 (iOS)' });
