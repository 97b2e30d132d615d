import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import ImageLayer from 'ol/layer/Image';
import type { Extent } from 'ol/extent';
import type { Projection } from 'ol/proj';
import ImageCanvasSource from 'ol/source/ImageCanvas';
import type VectorSource from 'ol/source/Vector';

/** Marker colours as the vector markers draw them: blue, red when selected, with a white rim. */
const colours = ['#1f5fbf', '#d7261e'] as const;
/** The marker's radius and rim in CSS pixels, as points-layer.ts draws it. */
const radius = 6;
const rim = 1.5;
/** CSS pixels a side of the cells that decide whether a marker would be hidden under one drawn already. */
const occupancyCell = 3;

/** One marker drawn once per colour, stamped for every point: far cheaper than styling 50,000 features. */
function markerSprite(colour: string, pixelRatio: number): HTMLCanvasElement {
  const size = Math.ceil((radius + rim) * 2 * pixelRatio);
  const sprite = document.createElement('canvas');
  sprite.width = size;
  sprite.height = size;
  const context = sprite.getContext('2d');
  if (context) {
    context.scale(pixelRatio, pixelRatio);
    context.beginPath();
    context.arc(radius + rim, radius + rim, radius, 0, 2 * Math.PI);
    context.fillStyle = colour;
    context.fill();
    context.lineWidth = rim;
    context.strokeStyle = '#ffffff';
    context.stroke();
  }
  return sprite;
}

/**
 * The measurement points as one drawn image when the browser has no WebGL and the map shows a wide
 * area (spec 02 section 2, 'Map': tens of thousands of points stay fluid). The image is drawn from
 * a flat copy of the points' coordinates — stamping a pre-drawn marker per point, selected ones
 * last so they stay on top — and only moved while the user pans; it is redrawn when the view comes
 * to rest or the points change. Closer in, the styled vector layer takes over (`maxResolution`
 * here is its `minResolution`), so dragging and labels work as before.
 */
export function createPointDotsLayer(source: VectorSource<Feature<Point>>, projection: Projection, minResolution: number): ImageLayer<ImageCanvasSource> {
  let coordinates = new Float64Array(0);
  let selected = new Uint8Array(0);
  let stale = true;
  const refresh = () => {
    const features = source.getFeatures();
    coordinates = new Float64Array(features.length * 2);
    selected = new Uint8Array(features.length);
    features.forEach((feature, index) => {
      const [x = 0, y = 0] = feature.getGeometry()?.getCoordinates() ?? [];
      coordinates[index * 2] = x;
      coordinates[index * 2 + 1] = y;
      selected[index] = feature.get('selected') === 1 ? 1 : 0;
    });
    stale = false;
  };
  const sprites = new Map<number, HTMLCanvasElement[]>();
  const spritesFor = (pixelRatio: number) => {
    let pair = sprites.get(pixelRatio);
    if (!pair) {
      pair = colours.map((colour) => markerSprite(colour, pixelRatio));
      sprites.set(pixelRatio, pair);
    }
    return pair;
  };

  const canvasFunction = (extent: Extent, resolution: number, pixelRatio: number, size: number[]): HTMLCanvasElement => {
    if (stale) refresh();
    const canvas = document.createElement('canvas');
    canvas.width = size[0] ?? 0;
    canvas.height = size[1] ?? 0;
    const context = canvas.getContext('2d');
    if (!context) return canvas;
    const [minX = 0, , , maxY = 0] = extent;
    const scale = pixelRatio / resolution;
    const pair = spritesFor(pixelRatio);
    const offset = (pair[0]?.width ?? 0) / 2;
    // A marker whose centre falls in a cell another one already covers is hidden under it: skip it.
    const cell = occupancyCell * pixelRatio;
    const columns = Math.ceil(canvas.width / cell) + 1;
    const covered = new Uint8Array(columns * (Math.ceil(canvas.height / cell) + 1));
    for (const pass of [0, 1]) {
      const sprite = pair[pass];
      if (!sprite) continue;
      for (let index = 0; index < selected.length; index++) {
        if (selected[index] !== pass) continue;
        const x = (coordinates[index * 2]! - minX) * scale;
        const y = (maxY - coordinates[index * 2 + 1]!) * scale;
        if (x < -offset || y < -offset || x > canvas.width + offset || y > canvas.height + offset) continue;
        const at = Math.max(0, Math.floor(y / cell)) * columns + Math.max(0, Math.floor(x / cell));
        if (pass === 0 && covered[at] === 1) continue;
        covered[at] = 1;
        context.drawImage(sprite, Math.round(x - offset), Math.round(y - offset));
      }
    }
    return canvas;
  };

  const imageSource = new ImageCanvasSource({ canvasFunction, projection, ratio: 2 });
  // Adding 50,000 features fires 50,000 events: they mark the copy stale and ask for one redraw.
  let asked = false;
  const redraw = () => {
    stale = true;
    if (asked) return;
    asked = true;
    queueMicrotask(() => {
      asked = false;
      imageSource.changed();
    });
  };
  source.on(['addfeature', 'removefeature', 'clear', 'changefeature'], redraw);
  return new ImageLayer({ source: imageSource, minResolution, zIndex: 10, properties: { id: 'points' } });
}
