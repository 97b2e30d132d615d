import * as z from 'zod';
import { optionalDateTime, optionalGuid, optionalId, optionalPrId, optionalText } from './wire-types';

/** A summary or conclusion of a project: tblSummaryConclusions (spec 01 section 3). */
export const summaryConclusionSchema = z.looseObject({
  SmID: optionalId,
  SmGUID: optionalGuid,
  PrID: optionalPrId,
  /**
   * Code of list 84. Kept as the wire sends it (number or text): editor type 12 compares it with 1
   * (spec 01 section 3).
   */
  SmType: z.union([z.number(), z.string()]).nullish(),
  SmText: optionalText,
  SmDateLastChanged: optionalDateTime,
});

/** A parsed summary or conclusion. */
export type SummaryConclusion = z.output<typeof summaryConclusionSchema>;
