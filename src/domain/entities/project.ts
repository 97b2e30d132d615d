import * as z from 'zod';
import {
  optionalBoolean, optionalCode, optionalDateTime, optionalGuid, optionalId, optionalPrId, optionalText,
} from './wire-types';

/**
 * A project row of tblProjects (spec 01 section 3). PrID arrives as a number from the server and
 * as a string in payloads; the parsed value is a number.
 */
export const projectSchema = z.looseObject({
  PrID: optionalPrId,
  PrGuid: optionalGuid,
  PrCode: optionalText,
  PrName: optionalText,
  PrPlace: optionalText,
  PrDate: optionalDateTime,
  /** Saved as full text, not an id (spec 01 section 3). */
  PrPhaseCode: optionalCode,
  PrDateLastSynced: optionalDateTime,
  PrTypeCode: optionalCode,
  PrTemplateID: optionalId,
  /** GcCode of code-list category 37, e.g. 'EPSG:28992'. */
  PrCoordinateSystem: optionalCode,
  /** Saved as full text, not an id (spec 01 section 3). */
  PrLeaderCode: optionalCode,
  /** Saved as full text, not an id (spec 01 section 3). */
  PrDrillingMasterCode: optionalCode,
  PrRemark: optionalText,
  /** Pinned to synchronisation (spec 01 section 4, 'Project pin'). */
  PrPinned: optionalBoolean,
  PrDateLastChanged: optionalDateTime,
  PrDateContentLastChanged: optionalDateTime,
});

/** A parsed project; PrID is always a number. */
export type Project = z.output<typeof projectSchema>;
