import * as z from 'zod';
import { findCoordinateSystem } from '../coordinates/coordinate-systems';
import { roundToFractionDigits } from '../coordinates/transform';
import type { MapContourRow } from '../entities/map-contour';
import { error } from '../validation/issue';
import type { ValidationIssue } from '../validation/issue';

/**
 * Contours on the map (spec 02 section 2, 'Map': 'Draw-contours dialog: type, project, zone and
 * start drawing'). The spec names no list of types; these are the outlines a soil or groundwater
 * investigation draws: a soil contamination, a groundwater plume, an excavation, the investigated area.
 */
export const contourTypes = ['soilContamination', 'groundwaterPlume', 'excavation', 'investigationArea'] as const;

/** One of `contourTypes`. */
export type ContourType = (typeof contourTypes)[number];

/** The longest zone name kept. */
export const contourZoneMaxLength = 100;
/** Corners a contour may have: enough for a hand-drawn outline, bounded so one row stays small. */
const contourMaxCorners = 5000;

/** A corner [x, y] in the project's system. */
export type ContourPosition = [number, number];

const positionSchema = z.array(z.number().finite()).min(2).max(3).transform((position): ContourPosition => [position[0] ?? 0, position[1] ?? 0]);
const ringSchema = z.array(positionSchema).min(4).max(contourMaxCorners)
  .refine((ring) => ring[0]?.[0] === ring.at(-1)?.[0] && ring[0]?.[1] === ring.at(-1)?.[1], 'a ring ends where it starts');

/** The GeoJSON geometry a contour is kept as (RFC 7946 section 3.1.6): an outer ring, maybe holes. */
export const contourGeometrySchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(ringSchema).min(1).max(20),
});

/** A contour's geometry once read. */
export type ContourGeometry = z.output<typeof contourGeometrySchema>;

/** A contour as the map draws it. */
export interface MapContour {
  guid: string;
  type: string;
  zone: string;
  geometry: ContourGeometry;
}

/** The geometry in a contour's GeoJSON text, or null when the text is not a valid closed Polygon. */
export function readContourGeometry(text: string | null | undefined): ContourGeometry | null {
  if (typeof text !== 'string' || text.length > 400_000) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = contourGeometrySchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * The GeoJSON text of an outline drawn on the map: corners rounded to the system's fraction digits
 * (spec 01 section 5, as a point's X/Y), the ring closed if the drawing left it open.
 */
export function contourGeometryText(corners: readonly (readonly number[])[], systemCode: string): string {
  const ring: ContourPosition[] = corners.map((corner) => [roundToFractionDigits(corner[0] ?? 0, systemCode), roundToFractionDigits(corner[1] ?? 0, systemCode)]);
  const [first, last] = [ring[0], ring.at(-1)];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push([first[0], first[1]]);
  return JSON.stringify({ type: 'Polygon', coordinates: [ring] });
}

/**
 * Why a contour row cannot be stored: a type outside `contourTypes`, a zone too long, a geometry
 * that is not a closed GeoJSON Polygon, or corners outside the project's system (when it is known).
 */
export function contourIssues(row: MapContourRow, systemCode: string | undefined): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!(contourTypes as readonly unknown[]).includes(row.CoType)) issues.push(error('CoType', 'map.issue.contourType'));
  if (typeof row.CoZone === 'string' && row.CoZone.length > contourZoneMaxLength) issues.push(error('CoZone', 'validation.tooLong', { max: contourZoneMaxLength }));
  const geometry = readContourGeometry(row.CoGeoJson);
  if (!geometry) {
    issues.push(error('CoGeoJson', 'map.issue.contourGeometry'));
    return issues;
  }
  const bounds = findCoordinateSystem(systemCode)?.projectedBounds;
  const outside = bounds && geometry.coordinates.some((ring) => ring.some(([x, y]) => x < bounds[0] || y < bounds[1] || x > bounds[2] || y > bounds[3]));
  if (outside) issues.push(error('CoGeoJson', 'map.issue.contourOutside', { system: systemCode ?? '' }));
  return issues;
}

/** The contours of a project's rows that the map can draw (rows whose geometry reads). */
export function mapContoursOf(rows: readonly MapContourRow[]): MapContour[] {
  return rows.flatMap((row) => {
    const geometry = readContourGeometry(row.CoGeoJson);
    if (!geometry || typeof row.CoGuid !== 'string') return [];
    return [{ guid: row.CoGuid, type: row.CoType ?? '', zone: row.CoZone ?? '', geometry }];
  });
}
