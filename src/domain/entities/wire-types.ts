import * as z from 'zod';
import { numberMax, numberMin } from '../validation/limits';

/**
 * Zod building blocks for wire fields (spec 01 section 3, FIELD-NAMES.md): every field except an
 * entity's identifier is optional and nullable, numbers stay numbers, dates stay wire strings.
 */

/** An integer identifier such as MpID or LaID; required where it identifies the row itself. */
export const wireId = z.number().int().min(numberMin).max(numberMax);

/**
 * PrID as the wire carries it: the server sends it as a number, payloads send it as a string
 * (spec 01 section 5), so both are accepted and the parsed value is always a number.
 */
export const prIdSchema = z.union([
  z.number().int(),
  z.string().trim().regex(/^-?\d+$/).transform((text) => Number(text)),
]).pipe(z.number().int().min(numberMin).max(numberMax));

/** A foreign key or other integer id that may be missing or null. */
export const optionalId = wireId.nullish();

/** PrID as a foreign key: string or number on input, a number (or null/absent) once parsed. */
export const optionalPrId = prIdSchema.nullish();

/** A GUID text; optional because a row may still be new on the client. */
export const optionalGuid = z.string().nullish();

/** Free text, a name or a remark. */
export const optionalText = z.string().nullish();

/** A code-list value (GcCode of tblGeneralCodes, or the full text for the seven full-text lists). */
export const optionalCode = z.string().nullish();

/** A decimal number. */
export const optionalNumber = z.number().nullish();

/** A whole number, e.g. a count. */
export const optionalInteger = z.number().int().min(numberMin).max(numberMax).nullish();

/** Centimetres below surface, the unit of every depth (spec 01 section 9, 'Depth unit cm'). */
export const optionalCentimetres = z.number().nullish();

/** A true/false flag. */
export const optionalBoolean = z.boolean().nullish();

/** A wire date or date-time, 'YYYY-MM-DDTHH:mm:ss' (spec 01 section 5); format rules live in validation. */
export const optionalDateTime = z.string().nullish();

/** A value that is a number for measurements but a code or text for others (observations, colour, odour). */
export const optionalNumberOrText = z.union([z.number(), z.string()]).nullish();

/**
 * The version of a stored row the client loaded (optimistic concurrency, spec 01 section 4:
 * last-changed stamps): the server counts it up on every update and refuses a write sent with a
 * version that is no longer the stored one. Optional so older clients and scripts still write.
 */
export const rowVersionSchema = z.number().int().min(0).max(numberMax).nullish();
