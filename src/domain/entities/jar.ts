import * as z from 'zod';
import {
  optionalCentimetres, optionalCode, optionalDateTime, optionalGuid, optionalId, optionalInteger, optionalNumber, optionalText,
} from './wire-types';

/** A soil sample (jar) row of tblJars (spec 01 section 3). */
export const jarSchema = z.looseObject({
  JrID: optionalId,
  JrGuid: optionalGuid,
  MpID: optionalId,
  /** Unique among the soil samples (spec 01 section 3, composite 1). */
  JrName: optionalText,
  JrFrom: optionalCentimetres,
  JrTo: optionalCentimetres,
  /** Barcodes separated by ';', each at most 5 characters (spec 01 section 5). */
  JrBarcode: optionalText,
  /** Millimetres. */
  JrSieveSize: optionalNumber,
  JrPackagingTypeCode: optionalCode,
  JrAsbestosSampleTypeCode: optionalCode,
  /** Kilograms. */
  JrSampleWeight: optionalNumber,
  /** Kilograms. */
  JrDebrisWeight: optionalNumber,
  /** Grams. */
  JrAsbestosWeight: optionalNumber,
  /** Grams. */
  JrFineFractionWeight: optionalNumber,
  JrAsbestosPieces: optionalInteger,
  /** Photo-ionisation detector reading. */
  JrPID: optionalNumber,
  JrOdourCode: optionalCode,
  JrOilWaterReactionCode: optionalCode,
  /** Sent as the date with T00:00:00 (spec 01 section 5). */
  JrDate: optionalDateTime,
  JrDateLastChanged: optionalDateTime,
});

/** A parsed soil sample. */
export type Jar = z.output<typeof jarSchema>;
