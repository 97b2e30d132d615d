import type Feature from 'ol/Feature';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';

/** An own map layer's fill over the map: light enough that the base map shows through. */
const fillAlpha = '80';

/**
 * An own map layer (spec 02 section 2, 'Map') drawn in one colour: areas filled half through, lines and
 * outlines in full, points as dots; above the base layers and contours, under the points.
 */
export function createOwnLayer(features: readonly Feature[], colour: string): VectorLayer {
  const style = new Style({
    fill: new Fill({ color: `${colour}${fillAlpha}` }),
    stroke: new Stroke({ color: colour, width: 2 }),
    image: new Circle({ radius: 5, fill: new Fill({ color: colour }), stroke: new Stroke({ color: '#ffffff', width: 1 }) }),
  });
  return new VectorLayer({ source: new VectorSource({ features: [...features] }), style, zIndex: 6, properties: { id: 'own-layer' } });
}
