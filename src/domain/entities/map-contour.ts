import * as z from 'zod';
import { optionalCode, optionalDateTime, optionalGuid, optionalId, optionalPrId, optionalText } from './wire-types';

/**
 * A contour drawn on a project's map (spec 02 section 2, 'Map': the draw-contours dialog's type and
 * zone): tblMapContours, one closed outline per row, its geometry a GeoJSON Polygon in the
 * project's own coordinate system, kept as text (src/domain/map/map-contour.ts reads and checks it).
 */
export const mapContourSchema = z.looseObject({
  CoID: optionalId,
  CoGuid: optionalGuid,
  PrID: optionalPrId,
  /** What the contour outlines: one of `contourTypes`. */
  CoType: optionalCode,
  /** The zone the user names, e.g. 'Zone A' or 'spot 2': free text. */
  CoZone: optionalText,
  /** GeoJSON geometry text: a Polygon with X/Y in the project's system. */
  CoGeoJson: optionalText,
  CoDateLastChanged: optionalDateTime,
});

/** A parsed map contour row. */
export type MapContourRow = z.output<typeof mapContourSchema>;
