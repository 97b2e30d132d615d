import { attribute, children, parseXml, text } from '../formats/shared/xml-read';
import type { XmlNode } from '../formats/shared/xml-read';
import { imklCodeOf, imklDefaultSystem } from './klic-delivery';
import { epsgCodeOfCrsName } from './own-map-layers';

/** A geometry of an IMKL feature as GeoJSON writes it, in the system its GML named. */
export type ImklGeometry =
  | { type: 'Point'; coordinates: number[] }
  | { type: 'LineString'; coordinates: number[][] }
  | { type: 'Polygon'; coordinates: number[][][] };

/** One drawable IMKL feature: its geometry, the system of its coordinates, and its theme when the delivery gives one. */
export interface ImklFeature {
  geometry: ImklGeometry;
  /** EPSG code ('EPSG:28992'), or the srsName as written when it names no EPSG code. */
  system: string;
  /** The network's theme or type ('laagspanning', 'water'), or null. */
  theme: string | null;
  /** The IMKL feature type the geometry belongs to ('UtilityLink', 'Appurtenance'). */
  featureType: string;
}

/** Properties of IMKL objects that name their theme or network type (IMKL 2.0 'thema', INSPIRE 'utilityNetworkType'). */
const themeProperties = ['thema', 'utilityNetworkType'] as const;
const geometryNames = new Set(['Point', 'LineString', 'Polygon']);

function numbersOf(node: XmlNode | undefined): number[] {
  return (text(node) ?? '').split(/[\s,]+/).filter((part) => part !== '').map(Number);
}

/** A posList's coordinates as pairs, dropping a third dimension (srsDimension 3). */
function positionsOf(geometry: XmlNode, list: XmlNode | undefined): number[][] {
  const dimension = Number(attribute(list, 'srsDimension') ?? attribute(geometry, 'srsDimension') ?? 2) || 2;
  const numbers = numbersOf(list);
  const positions: number[][] = [];
  for (let index = 0; index + 1 < numbers.length; index += dimension) positions.push([numbers[index] ?? NaN, numbers[index + 1] ?? NaN]);
  return positions;
}

/** A line's or ring's positions: one posList, or a pos per position. */
function lineOf(node: XmlNode): number[][] {
  const list = children(node, 'posList')[0];
  return list ? positionsOf(node, list) : children(node, 'pos').flatMap((pos) => positionsOf(node, pos));
}

function geometryOf(name: string, node: XmlNode): ImklGeometry | undefined {
  if (name === 'Point') {
    const [position] = lineOf(node);
    return position ? { type: 'Point', coordinates: position } : undefined;
  }
  if (name === 'LineString') {
    const line = lineOf(node);
    return line.length >= 2 ? { type: 'LineString', coordinates: line } : undefined;
  }
  const rings = ['exterior', 'interior'].flatMap((side) => children(node, side)).flatMap((ring) => children(ring, 'LinearRing')).map(lineOf);
  return rings[0] && rings[0].length >= 4 ? { type: 'Polygon', coordinates: rings } : undefined;
}

function finite(geometry: ImklGeometry): boolean {
  return (geometry.coordinates as unknown[]).flat(2).every((value) => Number.isFinite(value));
}

/** Every Point, LineString and Polygon under a node (curve members of a MultiCurve included), with its srsName. */
function collectGeometries(node: XmlNode, inheritedSrs: string | null, found: { geometry: ImklGeometry; srs: string | null }[]): void {
  for (const [name, value] of Object.entries(node)) {
    if (!Array.isArray(value)) continue;
    for (const element of value) {
      const srs = attribute(element, 'srsName') ?? inheritedSrs;
      const geometry = geometryNames.has(name) ? geometryOf(name, element) : undefined;
      if (geometry) {
        if (finite(geometry)) found.push({ geometry, srs });
      } else if (!geometryNames.has(name)) collectGeometries(element, srs, found);
    }
  }
}

/** The feature members of an IMKL document: the objects under featureMember or member of its collection. */
function featureMembers(root: XmlNode): { type: string; node: XmlNode }[] {
  const collection = Object.entries(root).find(([name, value]) => !name.startsWith('?') && Array.isArray(value))?.[1]?.[0] as XmlNode | undefined;
  return ['featureMember', 'member', 'featureMembers'].flatMap((name) => children(collection, name))
    .flatMap((member) => Object.entries(member).flatMap(([type, value]) => (Array.isArray(value) && !type.startsWith('@_') ? value.map((node) => ({ type, node })) : [])));
}

function themeOf(node: XmlNode): string | null {
  for (const property of themeProperties) {
    const href = attribute(children(node, property)[0], 'href');
    if (href) return imklCodeOf(href);
  }
  return null;
}

/**
 * The drawable features of one IMKL GML 3.2 document of a KLIC delivery (spec 02 section 2, 'Map'):
 * each Point, LineString and Polygon of its objects (utility links, appurtenances, ducts, areas), in
 * the system its srsName names (RD New where none is given, as IMKL prescribes). A link carries the
 * theme of the cable or pipe that names it (net:link), or of the network it belongs to (inNetwork).
 * Throws on text that is not XML.
 */
export function imklFeatures(text: string): ImklFeature[] {
  const members = featureMembers(parseXml(text));
  const themeById = new Map<string, string>();
  for (const { node } of members) {
    const theme = themeOf(node);
    if (theme === null) continue;
    const id = attribute(node, 'id');
    if (id) themeById.set(id, theme);
    for (const link of children(node, 'link')) {
      const href = attribute(link, 'href');
      if (href) themeById.set(href.replace(/^#/, ''), theme);
    }
  }
  return members.flatMap(({ type, node }) => {
    const networkHref = attribute(children(node, 'inNetwork')[0], 'href')?.replace(/^#/, '');
    const theme = themeOf(node) ?? themeById.get(attribute(node, 'id') ?? '') ?? (networkHref ? themeById.get(networkHref) ?? null : null);
    const found: { geometry: ImklGeometry; srs: string | null }[] = [];
    collectGeometries(node, null, found);
    return found.map(({ geometry, srs }) => ({
      geometry, theme, featureType: type, system: srs === null ? imklDefaultSystem : epsgCodeOfCrsName(srs) ?? srs,
    }));
  });
}
