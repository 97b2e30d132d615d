import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { imklFeatures } from '../../../../src/domain/map/imkl-features';
import { imklCodeOf, klicDelivery } from '../../../../src/domain/map/klic-delivery';
import { ownMapLayersOf } from '../../../../src/domain/map/own-map-layers';
import { imklDocument, klicZip } from './klic-fixtures';

const line = [[155000, 463000], [155100, 463050]] as const;

describe('KLIC deliveries on the map (spec 02 section 2, Map; KLICFiles media)', () => {
  it('finds the IMKL document of a delivery zip and leaves its PDF and image out', () => {
    const delivery = klicDelivery(klicZip(imklDocument({ line })));
    expect(delivery.ok && delivery.documents.map((document) => document.path)).toEqual(['Levering_26G123456/GI_gebiedsinformatielevering_26G123456.xml']);
  });

  it('tells a file that is no zip from a zip without IMKL', () => {
    expect(klicDelivery(strToU8('dit is geen zip'))).toEqual({ ok: false, reason: 'notZip' });
    expect(klicDelivery(zipSync({ 'leesmij.xml': strToU8('<note>geen IMKL</note>'), 'kaart.pdf': strToU8('%PDF') }))).toEqual({ ok: false, reason: 'noImkl' });
  });

  it('reads a utility link\'s line with the theme of the cable that names it, and an appurtenance\'s point, in RD New when no srsName is given', () => {
    const features = imklFeatures(imklDocument({ line, point: [155050, 463020] }));
    expect(features).toEqual([
      { geometry: { type: 'LineString', coordinates: [[155000, 463000], [155100, 463050]] }, system: 'EPSG:28992', theme: 'laagspanning', featureType: 'UtilityLink' },
      { geometry: { type: 'Point', coordinates: [155050, 463020] }, system: 'EPSG:28992', theme: null, featureType: 'Appurtenance' },
    ]);
  });

  it('honours the srsName of the geometry, as an EPSG code or as written when it names none', () => {
    const lambert = imklFeatures(imklDocument({ line: [[150000, 170000], [150100, 170000]], srsName: 'urn:ogc:def:crs:EPSG::31370' }));
    expect(lambert.map((feature) => feature.system)).toEqual(['EPSG:31370']);
    expect(imklFeatures(imklDocument({ line, srsName: 'epsg:28992' }))[0]?.system).toBe('EPSG:28992');
    expect(imklFeatures(imklDocument({ line, srsName: 'urn:local:grid' }))[0]?.system).toBe('urn:local:grid');
  });

  it('reads a posList of three dimensions as pairs, skips a line of one position, and throws on text that is not XML', () => {
    const threeD = imklDocument({ line }).replace('srsDimension="2">155000 463000 155100 463050', 'srsDimension="3">155000 463000 -1.2 155100 463050 -1.4');
    expect(imklFeatures(threeD)[0]?.geometry.coordinates).toEqual([[155000, 463000], [155100, 463050]]);
    expect(imklFeatures(imklDocument({ line: [[155000, 463000]] }))).toEqual([]);
    expect(() => imklFeatures('<gml:FeatureCollection><unclosed>')).toThrow();
  });

  it('takes a theme\'s last part of its code-list address', () => {
    expect(imklCodeOf('http://definities.geostandaarden.nl/imkl2015/id/waarde/Thema/gasLageDruk/')).toBe('gasLageDruk');
  });

  it('lists KLICFiles zips among the own layers, and not their loose PDFs or a zip of other media', () => {
    expect(ownMapLayersOf([
      { FileName: 'levering.zip', MediaClassification: 'KLICFiles' },
      { FileName: 'levering.klip', MediaClassification: 'KLICFiles' },
      { FileName: 'kabels.pdf', MediaClassification: 'KLICFiles' },
      { FileName: 'stukken.zip', MediaClassification: 'ProjectDocuments' },
    ])).toEqual([{ fileName: 'levering.klip', format: 'klic' }, { fileName: 'levering.zip', format: 'klic' }]);
  });
});
