import { createRandom, type Random } from './random';
import { soilProfile } from './soil-profiles';

/** One record as sent on the wire: wire field names to plain values. */
export type WireRecord = Record<string, string | number | boolean | null>;

/** A water or air sample with its bottles (packaging) and observations. */
export interface DemoSample { sample: WireRecord; bottles: WireRecord[]; observations: WireRecord[] }

/** A measurement point with everything recorded at it. */
export interface DemoPoint {
  point: WireRecord;
  layers: WireRecord[];
  jars: WireRecord[];
  finishings: WireRecord[];
  tubes: { tube: WireRecord; samples: DemoSample[] }[];
  /** Surface-water samples, directly under the point (no FtID). */
  surfaceSamples: DemoSample[];
}

/** A whole demo project, parents holding children; ids are left to the database, GUIDs are set. */
export interface DemoProject {
  project: WireRecord;
  sublocations: WireRecord[];
  contacts: WireRecord[];
  summaries: WireRecord[];
  locationVisits: WireRecord[];
  points: DemoPoint[];
}

export interface DemoOptions {
  /** Seed of the generator: the same seed and size give the same project. */
  seed?: number;
  /** Number of measurement points (300 by default; tests and benchmarks use 10,000). */
  points?: number;
  projectCode?: string;
}

/** Centre of Amersfoort in RD New (EPSG:28992): the RD origin lies in its old town. */
const townCentre = { x: 155000, y: 463000 };
const sampleTakers = ['J. de Vries', 'M. Jansen', 'S. Bakker', 'P. Visser'];
const drillingMasters = ['A. Smit', 'R. Meijer', 'K. de Boer'];

const day = (random: Random, year = 2026) => `${year}-${String(random.int(1, 10)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}T00:00:00`;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A realistic project of boreholes around Amersfoort, deterministic for its seed and size. */
export function generateDemoProject(options: DemoOptions = {}): DemoProject {
  const random = createRandom(options.seed ?? 20261122);
  const pointCount = options.points ?? 300;
  const width = Math.max(3, String(pointCount).length);
  const sublocations = ['Terrein noord', 'Terrein zuid', 'Voormalige garage'].map((name) => ({
    SlGuid: random.uuid(), SlName: name, SlNameInspector: random.pick(sampleTakers),
  }));
  return {
    project: {
      PrGuid: random.uuid(), PrCode: options.projectCode ?? 'DEMO-AMF', PrName: 'Bodemonderzoek Amersfoort Centrum',
      PrPlace: 'Amersfoort', PrDate: day(random), PrPhaseCode: 'Verkennend', PrTypeCode: 'NEN5740',
      PrCoordinateSystem: 'EPSG:28992', PrLeaderCode: 'L. Hendriks', PrDrillingMasterCode: random.pick(drillingMasters), PrPinned: true,
    },
    sublocations,
    contacts: [
      { CcGUID: random.uuid(), CcCompanyName: 'Gemeente Amersfoort', CcCompanyTypeCode: 'GEM', CcContactPerson: 'E. van Dijk', CcPersonTypeCode: 'PL', CcChamberOfCommerceNumber: '32142345' },
      { CcGUID: random.uuid(), CcCompanyName: 'Provincie Utrecht', CcCompanyTypeCode: 'PROV', CcContactPerson: 'H. Mulder', CcPersonTypeCode: 'TOE', CcChamberOfCommerceNumber: '30277172' },
      { CcGUID: random.uuid(), CcCompanyName: 'Garagebedrijf Vermeulen BV', CcCompanyTypeCode: 'EIG', CcContactPerson: 'T. Vermeulen', CcPersonTypeCode: 'EIG', CcChamberOfCommerceNumber: '31045678' },
    ],
    summaries: [
      { SmGUID: random.uuid(), SmType: 1, SmText: 'Plaatselijk licht verhoogde gehalten aan zware metalen in de bovengrond.' },
      { SmGUID: random.uuid(), SmType: 2, SmText: 'Geen aanleiding voor nader onderzoek op terrein zuid.' },
    ],
    locationVisits: [1, 2, 3].map((n) => ({ LvGuid: random.uuid(), LvDate: day(random), LvRemark: `Veldbezoek ${n}` })),
    points: Array.from({ length: pointCount }, (_, index) => generatePoint(random, `B${pad(index + 1, width)}`, sublocations)),
  };
}

function generatePoint(random: Random, name: string, sublocations: readonly WireRecord[]): DemoPoint {
  const x = Number((townCentre.x + random.float(-2000, 2000)).toFixed(2));
  const y = Number((townCentre.y + random.float(-2000, 2000)).toFixed(2));
  const z = random.float(2, 6);
  let top = 0;
  const layers = soilProfile(random).map((percentages) => {
    const from = top;
    top += random.int(2, 15) * 10;
    return { LaGuid: random.uuid(), LaFrom: from, LaTo: top, ...percentages };
  });
  const jars = layers.slice(0, random.int(1, 4)).map((layer, i) => ({
    JrGuid: random.uuid(), JrName: `${name}-${pad(i + 1, 2)}`, JrFrom: layer.LaFrom, JrTo: layer.LaTo,
    JrBarcode: pad(random.int(10000, 99999), 5), JrDate: day(random), JrPID: random.float(0, 3, 1),
  }));
  // A tube needs room for a bentonite seal above its filter: only in boreholes of 1.2 m or more.
  const hasTube = random.chance(0.3) && top >= 120;
  const tubeFrom = Math.max(70, top - 100);
  const tubes = hasTube ? [{
    tube: { FtGuid: random.uuid(), FtName: `${name}-1`, FtFrom: tubeFrom, FtTo: top },
    samples: [waterSample(random, `${name}-1-1`, 'GW'), ...(random.chance(0.15) ? [waterSample(random, `${name}-1-A`, 'BL')] : [])],
  }] : [];
  return {
    point: {
      MpGuid: random.uuid(), MpName: name, MpTypeCode: hasTube ? 'PB' : 'B', MpDate: day(random),
      MpXCoord: x, MpYCoord: y, MpZCoord: z, MpPointGeometry: `POINT (${x.toFixed(2)} ${y.toFixed(2)} ${z.toFixed(2)})`,
      SlGuid: random.chance(0.6) ? (random.pick(sublocations).SlGuid ?? null) : null,
      MpDrillingMasterCode: random.pick(drillingMasters), MpSampleTakerCode: random.pick(sampleTakers),
      MpReferencePlaneTypeCode: 'MV', MpReferencePointTypeCode: 'NAP', MpGroundwaterLevel: random.int(80, 250),
    },
    layers,
    jars,
    finishings: hasTube ? [
      { FiGuid: random.uuid(), FiTypeCode: 'BENT', FiFrom: 0, FiTo: tubeFrom - 50 },
      { FiGuid: random.uuid(), FiTypeCode: 'GRIND', FiFrom: tubeFrom - 50, FiTo: top },
    ] : [],
    tubes,
    surfaceSamples: random.chance(0.05) ? [waterSample(random, `${name}-OW`, 'OW')] : [],
  };
}

function waterSample(random: Random, name: string, matrix: string): DemoSample {
  const guid = random.uuid();
  const date = day(random);
  const isAir = matrix === 'BL';
  const observations: [string, number | string, number][] = isAir
    ? [['PID', random.float(0, 20, 1), 105]]
    : [['PH', random.float(5.5, 8, 2), 0], ['EC', random.int(200, 1400), 101], ['TEMP', random.float(9, 13, 1), 8], ['GWL', random.int(80, 250), 19]];
  return {
    sample: { WsGuid: guid, WsName: name, WsMatrixCode: matrix, WsDate: date, WsPumpTypeCode: isAir ? null : 'PERI', WsSampleTakerCode: random.pick(sampleTakers) },
    bottles: Array.from({ length: isAir ? 1 : random.int(2, 3) }, (_, i) => ({ BoGuid: random.uuid(), BoName: `${name}-${String.fromCharCode(65 + i)}`, BoBarcode: pad(random.int(10000, 99999), 5) })),
    observations: observations.map(([code, value, unit]) => ({
      WsGuid: guid, ObObservationType: 'FIELD', ObPropertyCode: code, ObMeasurementValue: String(value), ObMeasurementUnit: unit, ObObservationDate: date,
    })),
  };
}
