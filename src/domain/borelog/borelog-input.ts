import type { Layer } from '../entities/layer';
import { layerAdditions } from '../formats/shared/nen5104-code';
import { soilCode } from '../soil/classify-soil';
import { recomputeLayerSoilCodes } from '../soil/layer-soil-codes';
import type { SoilAddition } from '../soil/soil-name-types';

/** One soil layer as the log draws it; depths in cm below surface. */
export interface BorelogLayer {
  from: number;
  to: number;
  /** NEN 5104 main type G, Z, K, L, V, S, or null when not recorded. */
  soilType: string | null;
  additions: SoilAddition[];
  /** NEN 5104 code, e.g. 'Zs1h2' ('' when unknown). */
  code: string;
  /** Main colour code (BR, GR, …) or null. */
  colour: string | null;
  remark: string | null;
}

/** A jar or a filter tube: a named depth interval beside the column. */
export interface BorelogInterval {
  name: string;
  from: number;
  to: number;
}

/** Everything a borehole log shows of one measurement point. */
export interface BorelogInput {
  pointName: string;
  date: string | null;
  x: number | null;
  y: number | null;
  /** Groundwater level in cm below surface (MpGroundwaterLevel), or null. */
  groundwaterCm: number | null;
  layers: BorelogLayer[];
  jars: BorelogInterval[];
  tubes: BorelogInterval[];
}

type WireRow = Readonly<Record<string, unknown>>;

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function intervalsOf(rows: readonly WireRow[], name: string, from: string, to: string): BorelogInterval[] {
  return rows.flatMap((row) => {
    const top = numberOf(row[from]);
    const bottom = numberOf(row[to]);
    return top === null || bottom === null || bottom <= top ? [] : [{ name: textOf(row[name]) ?? '', from: top, to: bottom }];
  }).sort((a, b) => a.from - b.from);
}

/**
 * The log's input from a point's wire rows (spec 01 section 3: tblMeasurementPoints, tblLayers, tblJars,
 * tblFilterTubes). A layer whose soil code is not stored but whose percentages are is classified as the
 * grid would (spec 01 section 4); layers without both depths are left out; everything sorted by depth.
 */
export function borelogInputOf(point: WireRow, layers: readonly WireRow[], jars: readonly WireRow[], tubes: readonly WireRow[]): BorelogInput {
  const drawn = layers.flatMap((row): BorelogLayer[] => {
    const from = numberOf(row.LaFrom);
    const to = numberOf(row.LaTo);
    if (from === null || to === null || to <= from) return [];
    const layer = (textOf(row.LaSoilTypeCode) ? row : recomputeLayerSoilCodes(row as Layer)) as Layer;
    const soilType = textOf(layer.LaSoilTypeCode);
    const additions = layerAdditions(layer);
    return [{
      from, to, soilType, additions,
      code: soilType ? soilCode(soilType as Parameters<typeof soilCode>[0], additions) : '',
      colour: textOf(layer.LaColourMainCode), remark: textOf(layer.LaRemark),
    }];
  }).sort((a, b) => a.from - b.from);
  return {
    pointName: textOf(point.MpName) ?? '',
    date: textOf(point.MpDate)?.slice(0, 10) ?? null,
    x: numberOf(point.MpXCoord),
    y: numberOf(point.MpYCoord),
    groundwaterCm: numberOf(point.MpGroundwaterLevel),
    layers: drawn,
    jars: intervalsOf(jars, 'JrName', 'JrFrom', 'JrTo'),
    tubes: intervalsOf(tubes, 'FtName', 'FtFrom', 'FtTo'),
  };
}
