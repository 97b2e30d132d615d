import { describe, expect, it } from 'vitest';
import { layersForCompany, mapLayerCatalogue, mapLayerCategories, tileOrigins, tileUrlOf } from '../../../../src/domain/map/map-layer-catalogue';
import type { MapLayerEntry } from '../../../../src/domain/map/map-layer-catalogue';

const layer = (id: string): MapLayerEntry => {
  const found = mapLayerCatalogue.layers.find((entry) => entry.id === id);
  if (!found) throw new Error(`no layer ${id}`);
  return found;
};

describe('the map layer catalogue (spec 02 sections 2, 3 and 9)', () => {
  it('is map layers config version 3.5 with the panel\'s categories', () => {
    expect(mapLayerCatalogue.version).toBe('3.5');
    expect(mapLayerCatalogue.categories).toEqual([...mapLayerCategories]);
  });

  it('has OpenStreetMap visible by default and four ESRI base layers', () => {
    expect(mapLayerCatalogue.layers.filter((entry) => entry.visible).map((entry) => entry.id)).toEqual(['osm']);
    expect(mapLayerCatalogue.layers.filter((entry) => entry.category === 'baseMaps' && entry.url.includes('arcgisonline'))).toHaveLength(4);
  });

  it('gives Dutch and Flemish public layers with minimum-zoom hints, the Dutch asked for in RD New and the Flemish in Lambert 72', () => {
    expect(layer('pdokKadaster')).toMatchObject({ category: 'netherlands', kind: 'wms', minZoom: 17 });
    expect(layer('pdokKadaster').projections).toContain('EPSG:28992');
    expect(layer('grbBasiskaart')).toMatchObject({ category: 'belgium', minZoom: 14 });
    expect(layer('grbBasiskaart').projections).toContain('EPSG:31370');
  });

  it('shows company 10 and 944 their own layers and nobody else', () => {
    const ids = (company: number | null) => layersForCompany(mapLayerCatalogue, company).map((entry) => entry.id);
    expect(ids(10)).toContain('company10Demo');
    expect(ids(10)).not.toContain('company944Airport');
    expect(ids(944)).toContain('company944Airport');
    expect(ids(null).some((id) => id.startsWith('company'))).toBe(false);
    expect(layer('company10Demo').filterByUsername).toBe(true);
  });

  it('keeps the catalogue\'s tile URL unless the installation sets a mirror or switches tiles off', () => {
    const osm = layer('osm');
    expect(tileUrlOf(osm, undefined)).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(tileUrlOf(osm, 'none')).toBeNull();
    expect(tileUrlOf(osm, 'https://tiles.example.org/')).toBe('https://tiles.example.org/{z}/{x}/{y}.png');
    expect(tileUrlOf(layer('company944Airport'), undefined), 'a layer without a URL is not configured here').toBeNull();
  });

  it('lists the tile hosts once each, for the content security policy', () => {
    expect(tileOrigins(mapLayerCatalogue)).toEqual([
      'https://geo.api.vlaanderen.be', 'https://server.arcgisonline.com', 'https://service.pdok.nl', 'https://tile.openstreetmap.org',
    ]);
  });
});
