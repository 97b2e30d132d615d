import { nextChildName } from '../../domain/names/next-child-name';

/** A new row as the Set call inserts it: wire names to plain values. */
export type NewRow = Record<string, string | number | null>;

/** Default thickness of a layer added at the bottom, in cm (a typical logging step). */
const newLayerThickness = 50;

/**
 * A layer added below the deepest one (spec 01 section 4): from the deepest 'to' (0 without
 * layers), `newLayerThickness` cm thick, so continuity holds and the server moves MpDepth along.
 */
export function newLayerRow(guid: string, layers: readonly { LaTo?: unknown }[]): NewRow {
  const deepest = layers.reduce<number>((max, layer) => (typeof layer.LaTo === 'number' && layer.LaTo > max ? layer.LaTo : max), 0);
  return { LaGuid: guid, LaFrom: deepest, LaTo: deepest + newLayerThickness };
}

/** A soil sample of a point, named after the point ('B001-03'); its depths are for the user to fill in. */
export function newJarRow(guid: string, pointName: string, jars: readonly { JrName?: unknown }[]): NewRow {
  return { JrGuid: guid, JrName: nextChildName(`${pointName}-`, jars.map((jar) => jar.JrName), '01') };
}

/** A gauging tube of a point, named after the point ('B001-2'). */
export function newTubeRow(guid: string, pointName: string, tubes: readonly { FtName?: unknown }[]): NewRow {
  return { FtGuid: guid, FtName: nextChildName(`${pointName}-`, tubes.map((tube) => tube.FtName), '1') };
}

/** A finishing of a point; its type and depths are for the user to choose. */
export function newFinishingRow(guid: string): NewRow {
  return { FiGuid: guid };
}

/** Where a new water or air sample hangs: it decides the default matrix (spec 01 section 3). */
export type NewSampleKind = 'water' | 'air';

/**
 * A water or air sample with the matrix its placement takes by default: groundwater under a tube,
 * surface water under the point; soil air under a tube, ambient air under the point (spec 01
 * section 3, matrix codes). Named after its tube ('B001-1-2'), or at the point after the point and
 * its matrix ('B001-OW1'), so a point's own samples are never mistaken for its tube's.
 */
export function newSampleRow(guid: string, kind: NewSampleKind, onTube: boolean, parentName: string, samples: readonly { WsName?: unknown }[]): NewRow {
  const matrix = kind === 'air' ? (onTube ? 'BL' : 'OL') : (onTube ? 'GW' : 'OW');
  const stem = onTube ? `${parentName}-` : `${parentName}-${matrix}`;
  return { WsGuid: guid, WsName: nextChildName(stem, samples.map((sample) => sample.WsName), '1'), WsMatrixCode: matrix };
}

/** A bottle (or air packaging) named after its sample ('B001-1-1-3'). */
export function newBottleRow(guid: string, sampleName: string, bottles: readonly { BoName?: unknown }[]): NewRow {
  return { BoGuid: guid, BoName: nextChildName(`${sampleName}-`, bottles.map((bottle) => bottle.BoName), '1') };
}
