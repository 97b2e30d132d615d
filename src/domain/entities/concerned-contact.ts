import * as z from 'zod';
import {
  optionalCode, optionalDateTime, optionalGuid, optionalId, optionalPrId, optionalText,
} from './wire-types';

/** A concerned contact (stakeholder) of a project: tblConcernedCompanies (spec 01 section 3). */
export const concernedContactSchema = z.looseObject({
  CcID: optionalId,
  CcGUID: optionalGuid,
  PrID: optionalPrId,
  CcCompanyName: optionalText,
  /** Code of list 85, concerned company types. */
  CcCompanyTypeCode: optionalCode,
  CcContactPerson: optionalText,
  /** Code of list 86, contact person functions. */
  CcPersonTypeCode: optionalCode,
  CcChamberOfCommerceNumber: optionalText,
  CcDateLastChanged: optionalDateTime,
});

/** A parsed concerned contact. */
export type ConcernedContact = z.output<typeof concernedContactSchema>;
