import type { Projection } from 'ol/proj';
import { imklFeatures } from '../../domain/map/imkl-features';
import type { ImklFeature } from '../../domain/map/imkl-features';
import { klicDelivery } from '../../domain/map/klic-delivery';
import { readOwnLayer } from './own-layer-features';
import type { OwnLayerReading } from './own-layer-features';

/** The features of the delivery's IMKL documents; a document that is no XML is passed by, its neighbours still drawn. */
function deliveryFeatures(documents: readonly { text: string }[]): ImklFeature[] {
  return documents.flatMap((document) => {
    try {
      return imklFeatures(document.text);
    } catch {
      return [];
    }
  });
}

/**
 * Reads a KLIC delivery's zip (spec 02 section 2, 'Map'; KLICFiles media) into features of the map's
 * projection: the IMKL GML documents' lines, points and areas, each reprojected from the system its
 * GML names, with its theme ('laagspanning') and IMKL type as properties. A file that is no zip, has
 * no IMKL document or nothing to draw is 'notKlic'; a system the map cannot reproject is named.
 */
export function readKlicLayer(bytes: Uint8Array, projection: Projection): OwnLayerReading {
  const delivery = klicDelivery(bytes);
  if (!delivery.ok) return { ok: false, reason: 'notKlic' };
  const bySystem = new Map<string, ImklFeature[]>();
  for (const feature of deliveryFeatures(delivery.documents)) bySystem.set(feature.system, [...(bySystem.get(feature.system) ?? []), feature]);
  if (bySystem.size === 0) return { ok: false, reason: 'notKlic' };
  const readings = [...bySystem].map(([system, features]) => readOwnLayer(JSON.stringify({
    type: 'FeatureCollection',
    crs: { type: 'name', properties: { name: system } },
    features: features.map((feature) => ({ type: 'Feature', geometry: feature.geometry, properties: { theme: feature.theme, featureType: feature.featureType } })),
  }), 'geojson', projection));
  const refused = readings.find((reading) => !reading.ok);
  if (refused) return refused;
  return { ok: true, features: readings.flatMap((reading) => (reading.ok ? reading.features : [])) };
}
