import type ImageTile from 'ol/ImageTile';
import TileState from 'ol/TileState';
import TileLayer from 'ol/layer/Tile';
import type { Projection } from 'ol/proj';
import TileWMS from 'ol/source/TileWMS';
import XYZ from 'ol/source/XYZ';
import type { LoadFunction } from 'ol/Tile';
import type { MapLayerEntry } from '../../domain/map/map-layer-catalogue';
import { tileUrlOf } from '../../domain/map/map-layer-catalogue';

/** Web Mercator metres a pixel at zoom 0 on the equator: turns a 'from zoom N' hint into a resolution. */
const zoomZeroResolution = 156543.03392804097;

/**
 * A tile loader that asks for one tile first and holds the rest until it answers. When that first
 * tile fails (no internet, a blocked host, a service gone), every held and later tile fails at once
 * without a request, so an offline map costs one failed request per layer, not a console full of
 * them (spec 02 section 2, 'Map': blocked tiles degrade to a plain background).
 */
function gatedTileLoader(onUnavailable: () => void): LoadFunction {
  let state: 'untried' | 'trying' | 'available' | 'unavailable' = 'untried';
  let held: Array<() => void> = [];
  const fetchTile = (tile: ImageTile, src: string) => { (tile.getImage() as HTMLImageElement).src = src; };
  const settle = (next: 'available' | 'unavailable') => {
    state = next;
    if (next === 'unavailable') onUnavailable();
    const waiting = held;
    held = [];
    for (const resume of waiting) resume();
  };
  const load = (tile: ImageTile, src: string): void => {
    if (state === 'unavailable') { tile.setState(TileState.ERROR); return; }
    if (state === 'available') { fetchTile(tile, src); return; }
    if (state === 'trying') { held.push(() => load(tile, src)); return; }
    state = 'trying';
    const image = tile.getImage() as HTMLImageElement;
    image.addEventListener('load', () => settle('available'), { once: true });
    image.addEventListener('error', () => settle('unavailable'), { once: true });
    fetchTile(tile, src);
  };
  return (tile, src) => load(tile as ImageTile, src);
}

/** One catalogue layer as an OpenLayers tile layer, or null when it has no URL here (not configured, or tiles off). */
export function createBaseLayer(entry: MapLayerEntry, viewProjection: Projection, tileBase: string | undefined, onUnavailable: (id: string) => void): TileLayer | null {
  const url = tileUrlOf(entry, tileBase);
  if (url === null) return null;
  const tileLoadFunction = gatedTileLoader(() => onUnavailable(entry.id));
  // Reprojected tiles are read back from a canvas, which needs CORS-clean images.
  const common = { crossOrigin: 'anonymous', tileLoadFunction, ...(entry.attribution ? { attributions: entry.attribution } : {}) } as const;
  const source = entry.kind === 'xyz'
    ? new XYZ({ url, ...common })
    : new TileWMS({
      url,
      params: { LAYERS: entry.layers ?? '', TILED: true },
      projection: entry.projections.includes(viewProjection.getCode()) ? viewProjection : 'EPSG:3857',
      ...common,
    });
  return new TileLayer({
    source,
    visible: entry.visible,
    properties: { id: entry.id },
    ...(entry.minZoom === undefined ? {} : { maxResolution: zoomZeroResolution / 2 ** entry.minZoom }),
  });
}
