import { register } from 'ol/proj/proj4';
import { get as getProjection, Projection } from 'ol/proj';
import proj4 from 'proj4';
import { findCoordinateSystem } from '../../domain/coordinates/coordinate-systems';
import { registerCoordinateSystems } from '../../domain/coordinates/transform';

let bridged = false;

/**
 * The OpenLayers projection of a project's coordinate system (spec 01 section 3): every system of
 * code list 37 is registered with proj4 from the domain's one table of definitions, and proj4 is
 * handed to OpenLayers once, so the map draws in RD New, Belgian Lambert 72 or any other system
 * of the list and reprojects only the base layers. The self-defined local system has no
 * transformation: it becomes a plain metric projection, and base layers cannot line up with it.
 * An unknown code falls back to RD New, the demo project's system.
 */
export function projectionOf(systemCode: string | undefined): Projection {
  if (!bridged) {
    registerCoordinateSystems();
    register(proj4);
    bridged = true;
  }
  const system = findCoordinateSystem(systemCode) ?? findCoordinateSystem('EPSG:28992');
  if (!system) throw new Error('RD New is missing from the coordinate system table');
  if (!system.proj4) return new Projection({ code: system.code, units: 'm', extent: [...system.projectedBounds] });
  const projection = getProjection(system.code);
  if (!projection) throw new Error(`proj4 did not register ${system.code}`);
  if (system.code !== 'EPSG:4326') projection.setExtent([...system.projectedBounds]);
  return projection;
}
