import type { MediaClassification } from '../entities/media-item';
import { findCoordinateSystem } from '../coordinates/coordinate-systems';
import { extensionOf, isZipName } from '../uploads/upload-rules';

/**
 * A project's own map layers (spec 02 section 2, 'Map'; section 3, media classification MapLayers):
 * the uploaded files the map can draw, and the coordinate system each declares. Pure: reading the
 * features is the map's (OpenLayers' formats), this decides what to read and in which system.
 */

/** The vector formats the map reads: GeoJSON, KML and GML 3 (OpenLayers' readers), and KLIC zips of IMKL GML 3.2. */
export type OwnLayerFormat = 'geojson' | 'kml' | 'gml' | 'klic';

const formatsByExtension: Record<string, OwnLayerFormat> = { '.geojson': 'geojson', '.json': 'geojson', '.kml': 'kml', '.gml': 'gml' };

/** One own map layer: the media file and how to read it. */
export interface OwnMapLayer {
  fileName: string;
  format: OwnLayerFormat;
}

/** How the map reads one media file, or undefined when it stays in the gallery only. */
function layerFormatOf(fileName: string, classification: MediaClassification): OwnLayerFormat | undefined {
  if (classification === 'MapLayers') return formatsByExtension[extensionOf(fileName)];
  // A KLIC delivery's zip is drawn; its loose PDFs, images and XML stay in the gallery.
  return classification === 'KLICFiles' && isZipName(fileName) ? 'klic' : undefined;
}

/**
 * The project's media the map can draw, by file name: MapLayers files of the vector formats and
 * KLICFiles zips; images, other zips and other formats stay in the gallery.
 */
export function ownMapLayersOf(items: readonly { FileName: string; MediaClassification: MediaClassification }[]): OwnMapLayer[] {
  return items
    .flatMap((item) => {
      const format = layerFormatOf(item.FileName, item.MediaClassification);
      return format ? [{ fileName: item.FileName, format }] : [];
    })
    .sort((a, b) => a.fileName.localeCompare(b.fileName));
}

/**
 * A CRS name as files write it ('EPSG:28992', 'urn:ogc:def:crs:EPSG::28992',
 * 'http://www.opengis.net/def/crs/EPSG/0/28992', '…/epsg.xml#28992', 'urn:ogc:def:crs:OGC:1.3:CRS84')
 * as its EPSG code, or undefined for a name of no EPSG code.
 */
export function epsgCodeOfCrsName(name: string): string | undefined {
  const trimmed = name.trim();
  if (/CRS:?84$/i.test(trimmed)) return 'EPSG:4326';
  const match = /EPSG(?::[^:]*)?:{1,2}(\d+)$|EPSG\/\d+\/(\d+)$|epsg\.xml#(\d+)$/i.exec(trimmed);
  const digits = match?.[1] ?? match?.[2] ?? match?.[3];
  return digits ? `EPSG:${digits}` : undefined;
}

/** The system a layer's coordinates are in, or why the map cannot place them. */
export type DeclaredSystem = { ok: true; code: string } | { ok: false; name: string };

/** A declared CRS name as a system of the table the map has proj4 definitions of (spec 01 section 3). */
function systemOfName(name: string): DeclaredSystem {
  const code = epsgCodeOfCrsName(name);
  const system = code ? findCoordinateSystem(code) : undefined;
  return system?.proj4 ? { ok: true, code: system.code } : { ok: false, name };
}

/** A GeoJSON object's system: its (2008) `crs` member's name, else WGS 84 as RFC 7946 says. */
export function geoJsonSystem(json: unknown): DeclaredSystem {
  const crs = typeof json === 'object' && json !== null ? (json as { crs?: unknown }).crs : undefined;
  const name = typeof crs === 'object' && crs !== null ? (crs as { properties?: { name?: unknown } }).properties?.name : undefined;
  return typeof name === 'string' ? systemOfName(name) : { ok: true, code: 'EPSG:4326' };
}

/**
 * A GML document's system: the first `srsName` it gives; a document that names none is taken to be in
 * the project's own system (a WFS of the project's area answers in it).
 */
export function gmlSystem(text: string, projectSystem: string): DeclaredSystem {
  const name = /srsName\s*=\s*["']([^"']+)["']/.exec(text)?.[1];
  return name === undefined ? { ok: true, code: projectSystem } : systemOfName(name);
}

/** Fill colours of own layers, by their place in the panel: apart from the markers' blue and the contours' colours. */
const ownLayerColours: readonly string[] = ['#8e24aa', '#00897b', '#ef6c00', '#6d4c41', '#c2185b'];

/** The colour of the layer at this place in the panel. */
export function ownLayerColour(index: number): string {
  return ownLayerColours[index % ownLayerColours.length] ?? '#8e24aa';
}
