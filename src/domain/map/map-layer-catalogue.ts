import * as z from 'zod';
import catalogueData from './map-layer-catalogue.json';

/** The layer panel's categories, in the panel's order (spec 02 section 2, 'Map'). */
export const mapLayerCategories = [
  'netherlands', 'belgium', 'baseMaps', 'company', 'projectData', 'timeTravelNetherlands', 'timeTravelFlanders', 'measurementPoints',
] as const;

const layerSchema = z.object({
  id: z.string().min(1),
  category: z.enum(mapLayerCategories),
  /** The service's own name for the layer: a proper name, shown as it is in every language. */
  title: z.string().min(1),
  /** 'xyz': a Web-Mercator tile template ({z}/{x}/{y}); 'wms': a WMS asked for tiles in the view's system where it offers it. */
  kind: z.enum(['xyz', 'wms']),
  /** On when the map opens (spec 02 section 9: OpenStreetMap is visible by default). */
  visible: z.boolean().default(false),
  /** Tile template or WMS endpoint; empty for a layer an installation has yet to configure. */
  url: z.string(),
  /** WMS LAYERS parameter. */
  layers: z.string().optional(),
  /** Systems the WMS draws in; the view's own is asked for when listed, else EPSG:3857 and reprojected. */
  projections: z.array(z.string()).default(['EPSG:3857']),
  /** The zoom from which the service draws anything: the 'minimum-zoom hint' of spec 02 section 9. */
  minZoom: z.number().int().min(0).optional(),
  attribution: z.string().optional(),
  /** Only for these companies (spec 02 section 3: company 10 and 944 get their own layers). */
  companies: z.array(z.number().int()).optional(),
  /** Company 10's demo layer set is filtered by the user's name (spec 02 section 3). */
  filterByUsername: z.boolean().optional(),
});

/** One base or overlay layer of the catalogue. */
export type MapLayerEntry = z.output<typeof layerSchema>;

const catalogueSchema = z.object({
  /** The map layers config version kept in local storage (spec 02 section 3: 3.5). */
  version: z.string(),
  categories: z.array(z.enum(mapLayerCategories)),
  layers: z.array(layerSchema),
});

/** The layer catalogue: data (map-layer-catalogue.json), checked against its schema when first read. */
export type MapLayerCatalogue = z.output<typeof catalogueSchema>;

/** The catalogue as shipped. */
export const mapLayerCatalogue: MapLayerCatalogue = catalogueSchema.parse(catalogueData);

/** The catalogue's layers a company sees: everyone's, plus those listed for its own company id. */
export function layersForCompany(catalogue: MapLayerCatalogue, companyId: number | null): MapLayerEntry[] {
  return catalogue.layers.filter((layer) => layer.companies === undefined || (companyId !== null && layer.companies.includes(companyId)));
}

/**
 * Where a layer's tiles come from. `tileBase` is the installation's setting: unset keeps the
 * catalogue's URL; 'none' switches every tile layer off (tests, or a site without internet);
 * an origin such as 'https://tiles.example.org' sends every request to that mirror or proxy,
 * keeping the path. A layer without a URL is not configured and draws nothing.
 */
export function tileUrlOf(layer: MapLayerEntry, tileBase: string | undefined): string | null {
  if (layer.url === '') return null;
  const base = tileBase?.trim();
  if (base === undefined || base === '') return layer.url;
  if (base === 'none') return null;
  const url = new URL(layer.url.replace(/[{}]/g, (brace) => (brace === '{' ? '%7B' : '%7D')));
  return `${base.replace(/\/$/, '')}${decodeURIComponent(url.pathname)}${url.search}`;
}

/** The origins the catalogue's tiles load from, for the server's content security policy (img-src). */
export function tileOrigins(catalogue: MapLayerCatalogue): string[] {
  const origins = new Set<string>();
  for (const layer of catalogue.layers) {
    if (layer.url !== '') origins.add(new URL(layer.url.replace(/[{}]/g, '')).origin);
  }
  return [...origins].sort();
}
