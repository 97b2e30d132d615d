import * as z from 'zod';
import { optionalDateTime, optionalGuid, optionalId, optionalText } from './wire-types';

/** A bottle of a water sample, or packaging of an air sample: tblBottles (spec 01 section 3). */
export const bottleSchema = z.looseObject({
  BoID: optionalId,
  BoGuid: optionalGuid,
  WsID: optionalId,
  /** Unique within its water sample (spec 01 section 5). */
  BoName: optionalText,
  BoBarcode: optionalText,
  BoDateLastChanged: optionalDateTime,
});

/** A parsed bottle or air packaging. */
export type Bottle = z.output<typeof bottleSchema>;
