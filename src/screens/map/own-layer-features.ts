import type Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import GML3 from 'ol/format/GML3';
import KML from 'ol/format/KML';
import type { Projection } from 'ol/proj';
import { geoJsonSystem, gmlSystem } from '../../domain/map/own-map-layers';
import type { DeclaredSystem, OwnLayerFormat } from '../../domain/map/own-map-layers';
import { registerLayerSystem } from './map-projection';

/** An own layer's features in the map's projection, or why the file cannot be drawn. */
export type OwnLayerReading =
  | { ok: true; features: Feature[] }
  | { ok: false; reason: 'unreadable' }
  /** A KLICFiles zip that is no zip, or holds no IMKL document with something to draw. */
  | { ok: false; reason: 'notKlic' }
  | { ok: false; reason: 'unknownSystem'; system: string };

/** The parsed GeoJSON, or undefined when the text is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads an own map layer's text (spec 02 section 2, 'Map') into features of the map's projection,
 * reprojected from the system the file declares; a file that is no valid layer of its format, or
 * has nothing to draw, is 'unreadable'.
 */
export function readOwnLayer(text: string, format: Exclude<OwnLayerFormat, 'klic'>, projection: Projection): OwnLayerReading {
  const json = format === 'geojson' ? parseJson(text) : undefined;
  if (format === 'geojson' && (typeof json !== 'object' || json === null)) return { ok: false, reason: 'unreadable' };
  const declared: DeclaredSystem = format === 'kml' ? { ok: true, code: 'EPSG:4326' } : format === 'gml' ? gmlSystem(text, projection.getCode()) : geoJsonSystem(json);
  if (!declared.ok) return { ok: false, reason: 'unknownSystem', system: declared.name };
  if (!registerLayerSystem(declared.code, projection)) return { ok: false, reason: 'unknownSystem', system: declared.code };
  const options = { dataProjection: declared.code, featureProjection: projection };
  try {
    const features = format === 'geojson'
      ? new GeoJSON().readFeatures(json, options)
      // The layer's own colour marks it on the map, so KML's styles are not taken over.
      : format === 'kml' ? new KML({ extractStyles: false }).readFeatures(text, options) : new GML3().readFeatures(text, options);
    const drawable = features.filter((feature) => feature.getGeometry() !== undefined);
    return drawable.length > 0 ? { ok: true, features: drawable } : { ok: false, reason: 'unreadable' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
