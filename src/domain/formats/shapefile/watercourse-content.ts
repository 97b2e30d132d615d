import * as z from 'zod';

/** A GeoJSON position: X and Y (a Z, when the shapefile has one, is carried as it is). */
const position = z.array(z.number()).min(2).max(4);

/** The shapes that draw a watercourse: lines and areas, as GeoJSON geometry (RFC 7946 section 3.1). */
export const lineGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('LineString'), coordinates: z.array(position) }),
  z.object({ type: z.literal('MultiLineString'), coordinates: z.array(z.array(position)) }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(position)) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(position))) }),
]);

/** Any shape a shapefile holds, as GeoJSON geometry: points besides the lines and areas. */
export const shapeGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: position }),
  z.object({ type: z.literal('MultiPoint'), coordinates: z.array(position) }),
  ...lineGeometrySchema.options,
]);

/** A line or area geometry. */
export type LineGeometry = z.infer<typeof lineGeometrySchema>;

/** A shape's attributes from the .dbf: text, numbers, yes/no, dates as yyyy-mm-dd, null for an empty number. */
const propertiesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** One line or area of a shapefile with its attributes. */
export const lineFeatureSchema = z.object({ type: z.literal('Feature'), geometry: lineGeometrySchema, properties: propertiesSchema });

/** A line or area feature. */
export type LineFeature = z.infer<typeof lineFeatureSchema>;

/** A point shape as a measurement point: its name (from a name-like attribute) and X/Y in its shapefile's system. */
const shapePointSchema = z.object({ name: z.string(), x: z.number(), y: z.number() });

/** A point shape as a measurement point. */
export type ShapePoint = z.infer<typeof shapePointSchema>;

/** One shapefile of the zip: its name, the system its .prj names (a code of the coordinate system table), its lines and points. */
const readShapefileSchema = z.object({ name: z.string(), system: z.string(), lines: z.array(lineFeatureSchema), points: z.array(shapePointSchema) });

/** One shapefile as read. */
export type ReadShapefile = z.infer<typeof readShapefileSchema>;

/**
 * What a watercourse shape zip holds (spec 02 section 9, 'New import'): the zip's name and its shapefiles, each
 * still in its own system; the job keeps it on disk between conversion and import (where the project's system is known).
 */
export const watercourseZipSchema = z.object({ file: z.string(), shapefiles: z.array(readShapefileSchema) });

/** The content of a watercourse shape zip. */
export type WatercourseZip = z.infer<typeof watercourseZipSchema>;
