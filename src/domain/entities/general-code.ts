import * as z from 'zod';
import { optionalId, optionalNumber, optionalText } from './wire-types';

/** Code-list categories the spec names (spec 01 sections 3 and 9). */
export const codeListCategories = {
  coordinateSystems: 37,
  labStatus: 3,
  /** The lab assignment's labs (SikbLabCode, each with its order address), urgencies and price agreements (spec 02 section 3). */
  labs: 1031,
  labUrgencies: 1032,
  labPriceAgreements: 1033,
  summaryAndConclusionTypes: 84,
  concernedCompanyTypes: 85,
  contactPersonFunctions: 86,
} as const;

/** One entry of a code list: tblGeneralCodes (spec 01 section 3), one row per language. */
export const generalCodeSchema = z.looseObject({
  GcID: optionalId,
  GcCategoryID: optionalId,
  GcCode: optionalText,
  GcDescription: optionalText,
  GcLanguage: optionalText,
  GcOrder: optionalNumber,
});

/** A parsed code-list entry. */
export type GeneralCode = z.output<typeof generalCodeSchema>;
