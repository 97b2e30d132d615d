import { register } from 'ol/proj/proj4';
import { get as getProjection, Projection } from 'ol/proj';
import proj4 from 'proj4';
import { findCoordinateSystem } from '../../domain/coordinates/coordinate-systems';
import { registerCoordinateSystems } from '../../domain/coordinates/transform';

/**
 * The systems a map's layers are drawn in besides the project's own: XYZ tiles and WMS layers
 * that do not offer the project's system come in Web Mercator; the scale bar measures through WGS 84.
 */
const tileSystems = ['EPSG:3857', 'EPSG:4326'] as const;

/**
 * proj4 as OpenLayers' `register` sees it, narrowed to `codes`: `register` builds a transform for every
 * pair of proj4's definitions, and with proj4's own 120 UTM zones and aliases beside ours those are
 * 155 definitions and 24,000 transforms (over a second of every map's start on a busy machine), where
 * a map needs those between three systems.
 */
function proj4Narrowed(codes: readonly string[]): typeof proj4 {
  const defs = Object.assign((code: string) => proj4.defs(code), Object.fromEntries(codes.map((code) => [code, proj4.defs(code)])));
  return Object.assign((from: string, to: string) => proj4(from, to), { defs }) as unknown as typeof proj4;
}

/**
 * The OpenLayers projection of a project's coordinate system (spec 01 section 3): the system is
 * defined in proj4 from the domain's one table of definitions and handed to OpenLayers with the
 * tile systems, so the map draws in RD New, Belgian Lambert 72 or any other system of code list 37
 * and reprojects only the base layers. The self-defined local system has no transformation: it
 * becomes a plain metric projection, and base layers cannot line up with it. An unknown code falls
 * back to RD New, the demo project's system.
 */
export function projectionOf(systemCode: string | undefined): Projection {
  const system = findCoordinateSystem(systemCode) ?? findCoordinateSystem('EPSG:28992');
  if (!system) throw new Error('RD New is missing from the coordinate system table');
  if (!system.proj4) return new Projection({ code: system.code, units: 'm', extent: [...system.projectedBounds] });
  registerCoordinateSystems();
  // Transforms already made are kept: a second map of the same system adds nothing.
  register(proj4Narrowed([system.code, ...tileSystems]));
  const projection = getProjection(system.code);
  if (!projection) throw new Error(`proj4 did not register ${system.code}`);
  if (system.code !== 'EPSG:4326') projection.setExtent([...system.projectedBounds]);
  return projection;
}

/**
 * Makes OpenLayers able to reproject from `fromCode` into the map's projection: an own layer's system
 * (spec 01 section 3's table, registered in proj4 already) beside the project's. False for a system
 * without a transformation.
 */
export function registerLayerSystem(fromCode: string, projection: Projection): boolean {
  const system = findCoordinateSystem(fromCode);
  if (system?.code === projection.getCode()) return true;
  // The self-defined local system has no transformation to or from any other.
  if (!system?.proj4 || !findCoordinateSystem(projection.getCode())?.proj4) return false;
  registerCoordinateSystems();
  register(proj4Narrowed([system.code, projection.getCode()]));
  return getProjection(system.code) !== null;
}
