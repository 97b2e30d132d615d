import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import Polygon from 'ol/geom/Polygon';
import Draw from 'ol/interaction/Draw';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style, Text } from 'ol/style';
import type { FeatureLike } from 'ol/Feature';
import type { MapContour } from '../../domain/map/map-contour';

/** Outline colours by contour type, so a contamination and an excavation never look alike. */
const typeColours: Record<string, string> = {
  soilContamination: '#b3261e',
  groundwaterPlume: '#1f5fbf',
  excavation: '#8a5a00',
  investigationArea: '#2e7d32',
};

const styles = new Map<string, Style>();

/** One style per type and zone: the outline in the type's colour, a light fill, the zone as its label. */
function contourStyle(feature: FeatureLike): Style {
  const type = String(feature.get('type') ?? '');
  const zone = String(feature.get('zone') ?? '');
  const key = `${type}\u0000${zone}`;
  let style = styles.get(key);
  if (!style) {
    const colour = typeColours[type] ?? '#444444';
    style = new Style({
      stroke: new Stroke({ color: colour, width: 2 }),
      fill: new Fill({ color: `${colour}22` }),
      text: new Text({ text: zone, font: '12px sans-serif', fill: new Fill({ color: colour }), stroke: new Stroke({ color: '#ffffff', width: 3 }), overflow: true }),
    });
    styles.set(key, style);
  }
  return style;
}

/** A contour as an OpenLayers feature, identified by its CoGuid. */
function contourFeature(contour: MapContour): Feature<Polygon> {
  const feature = new Feature({ geometry: new Polygon(contour.geometry.coordinates), type: contour.type, zone: contour.zone });
  feature.setId(contour.guid);
  return feature;
}

/** The project's contours on the map, under the points (spec 02 section 2, 'Map': draw contours). */
export interface ContourLayer {
  readonly layer: VectorLayer<VectorSource<Feature<Polygon>>>;
  /** Draws these contours, replacing those drawn. */
  setContours(contours: readonly MapContour[]): void;
  /**
   * Lets the user draw one outline: a click a corner, a double click (or a click on the first
   * corner) closes it and hands its corners over. Answers how to stop drawing early.
   */
  draw(map: OlMap, onDrawn: (corners: number[][]) => void): () => void;
}

/** Builds the contour layer and its drawing. */
export function createContourLayer(): ContourLayer {
  const source = new VectorSource<Feature<Polygon>>();
  const layer = new VectorLayer({ source, style: contourStyle, zIndex: 5, properties: { id: 'contours' } });
  return {
    layer,
    setContours(contours) {
      source.clear(true);
      source.addFeatures(contours.map(contourFeature));
    },
    draw(map, onDrawn) {
      const drawing = new Draw({ type: 'Polygon', stopClick: true });
      drawing.on('drawend', (event) => {
        const geometry = event.feature.getGeometry();
        map.removeInteraction(drawing);
        if (geometry instanceof Polygon) onDrawn(geometry.getCoordinates()[0] ?? []);
      });
      map.addInteraction(drawing);
      return () => {
        drawing.abortDrawing();
        map.removeInteraction(drawing);
      };
    },
  };
}
