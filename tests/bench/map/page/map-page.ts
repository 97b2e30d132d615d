import 'ol/ol.css';
import { mapLayerCatalogue } from '../../../../src/domain/map/map-layer-catalogue';
import type { MapPoint } from '../../../../src/domain/map/map-points';
import { createProjectMap } from '../../../../src/screens/map/create-map';
import { webglAvailable } from '../../../../src/screens/map/points-layer';

/** How many points the page draws (spec 02 section 2: tens of thousands stay fluid); ?points=N overrides. */
const count = Number(new URLSearchParams(location.search).get('points') ?? 50_000);

/** The same points every run: a seeded generator over 20 × 20 km around Amersfoort in RD New. */
function benchPoints(total: number): MapPoint[] {
  let seed = 20_261_125;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: total }, (_, index) => ({
    guid: `bench-${index}`, name: `B${String(index + 1).padStart(5, '0')}`, x: 145_000 + next() * 20_000, y: 453_000 + next() * 20_000,
  }));
}

/** What the bench reads back: the frame deltas recorded between start and stop. */
interface MapBenchHooks {
  points: number;
  webgl: boolean;
  startFrames(): void;
  stopFrames(): number[];
}

const target = document.getElementById('map');
if (!target) throw new Error('no #map');
const points = benchPoints(count);
const started = performance.now();
const map = createProjectMap({
  target, systemCode: 'EPSG:28992', catalogue: mapLayerCatalogue.layers, tileBase: 'none', initialView: undefined,
  handlers: { canDrag: () => true, picked: () => undefined, dropped: () => undefined, clickedEmpty: () => undefined, tilesUnavailable: () => undefined },
});
map.setPoints(points);

let frames: number[] = [];
let recording = false;
const record = (last: number) => (now: number) => {
  if (!recording) return;
  frames.push(now - last);
  requestAnimationFrame(record(now));
};
const hooks: MapBenchHooks = {
  points: points.length,
  // Whether the points layer draws with WebGL: hardware WebGL only (a software one draws with the canvas).
  webgl: webglAvailable(),
  startFrames: () => {
    frames = [];
    recording = true;
    requestAnimationFrame((now) => requestAnimationFrame(record(now)));
  },
  stopFrames: () => {
    recording = false;
    return frames;
  },
};
const page = window as unknown as { __mapBench: MapBenchHooks; __ready?: number; __renderMs?: number };
page.__mapBench = hooks;
// Ready once the first full frame with every point has been drawn (two frames after the points went in).
requestAnimationFrame(() => requestAnimationFrame(() => {
  page.__renderMs = performance.now() - started;
  page.__ready = performance.now();
}));
