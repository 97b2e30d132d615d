import { fractionDigitsFor } from '../coordinates/coordinate-systems';
import { suggestUniqueName } from '../names/suggest-unique-name';
import { recomputeLayerSoilCodes } from '../soil/layer-soil-codes';
import { matrixPlacementIssues } from '../validation/rules/matrix-placement';
import { newGuid } from '../wire/new-guid';
import { barcodeMaxLength, remarkMaxLength } from '../validation/limits';
import type { FormatLog } from './export-log';
import type { ProjectTables } from './tree-tables';

type Row = Record<string, unknown>;

/** A date-time with fractions of a second or a time-zone offset, as XML writes it ('2018-03-08T00:00:00+01:00'). */
const xmlDateTime = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** Remark fields whose length the product bounds (spec 01 section 9: 'Remark 250'). */
const remarkFields = /Remark$/;

/** Names unique in a project (spec 01 section 5): a file that repeats one (a jar name in two boreholes) gets the next free name. */
const uniqueNames = { tblMeasurementPoints: 'MpName', tblJars: 'JrName', tblWaterSamples: 'WsName' } as const;

function renameDuplicates(document: ProjectTables, log: FormatLog): void {
  for (const [table, field] of Object.entries(uniqueNames)) {
    const rows = document.tables[table] ?? [];
    const taken = rows.map((row) => row[field]).filter((name): name is string => typeof name === 'string');
    const seen = new Set<string>();
    for (const row of rows) {
      const name = row[field];
      if (typeof name !== 'string' || name.trim() === '') continue;
      const key = name.trim().toLowerCase();
      if (!seen.has(key)) {
        seen.add(key);
        continue;
      }
      const renamed = suggestUniqueName(name, taken);
      taken.push(renamed);
      seen.add(renamed.toLowerCase());
      row[field] = renamed;
      log.warning('exchange.import.nameRenamed', { name, renamed });
    }
  }
}

/** A barcode longer than the product keeps (spec 01 section 9: 5) moves to a field beside it, kept whole: labs' own codes are longer. */
function keepLongBarcodes(row: Row, log: FormatLog): void {
  for (const [field, value] of Object.entries(row)) {
    if (!field.endsWith('Barcode') || typeof value !== 'string' || value.length <= barcodeMaxLength) continue;
    row[`${field}AsDelivered`] = value;
    row[field] = null;
    log.warning('exchange.import.barcodeKeptBeside', { barcode: value, field: `${field}AsDelivered`, max: barcodeMaxLength });
  }
}

/**
 * A water sample whose matrix only fits a gauging tube (groundwater) but that the file hangs under no filter
 * gets a gauging tube without depths on its point to hang under (spec 01 section 3, 'Kind of water sample'),
 * one per point, with a warning: the sample is kept, and the tube's depths are for the user to fill in.
 */
function giveGroundwaterSamplesATube(document: ProjectTables, log: FormatLog): void {
  const points = new Map((document.tables.tblMeasurementPoints ?? []).map((point) => [point.MpGuid, point]));
  const tubes = document.tables.tblFilterTubes ?? [];
  const added = new Map<unknown, Row>();
  for (const sample of document.tables.tblWaterSamples ?? []) {
    if (sample.FtGuid || matrixPlacementIssues(sample.WsMatrixCode, 'surface', { required: false }).length === 0) continue;
    if (matrixPlacementIssues(sample.WsMatrixCode, 'tube', { required: false }).length > 0) continue;
    let tube = added.get(sample.MpGuid);
    if (!tube) {
      const pointName = String(points.get(sample.MpGuid)?.MpName ?? '');
      const name = suggestUniqueName(`${pointName}-0`, tubes.filter((row) => row.MpGuid === sample.MpGuid).map((row) => String(row.FtName ?? '')));
      tube = { FtGuid: newGuid(), FtName: name, MpGuid: sample.MpGuid };
      added.set(sample.MpGuid, tube);
      tubes.push(tube);
      log.warning('exchange.import.tubeAdded', { point: pointName, tube: name });
    }
    sample.FtGuid = tube.FtGuid;
  }
  if (tubes.length > 0) document.tables.tblFilterTubes = tubes;
}

/**
 * Layers with percentages get their coded fields from them, as every save does (spec 01 section 4); where a
 * file's own codes differ, one warning per point counts the layers whose codes were recalculated.
 */
function recalculateSoilCodes(document: ProjectTables, log: FormatLog): void {
  const names = new Map((document.tables.tblMeasurementPoints ?? []).map((point) => [point.MpGuid, String(point.MpName ?? '')]));
  const changedPerPoint = new Map<unknown, number>();
  document.tables.tblLayers = (document.tables.tblLayers ?? []).map((layer) => {
    const recalculated: Row = recomputeLayerSoilCodes(layer);
    const changed = Object.keys(recalculated).some((field) => (recalculated[field] ?? null) !== (layer[field] ?? null));
    if (changed) changedPerPoint.set(layer.MpGuid, (changedPerPoint.get(layer.MpGuid) ?? 0) + 1);
    return recalculated;
  });
  for (const [guid, layers] of changedPerPoint) log.warning('exchange.import.soilCodesRecalculated', { point: names.get(guid) ?? '', layers });
}

/** A point the file gives no final depth takes its deepest layer bottom, as a layer save sets it (spec 01 section 4). */
function depthFromLayers(document: ProjectTables): void {
  const deepest = new Map<unknown, number>();
  for (const layer of document.tables.tblLayers ?? []) {
    if (typeof layer.LaTo === 'number') deepest.set(layer.MpGuid, Math.max(deepest.get(layer.MpGuid) ?? 0, layer.LaTo));
  }
  for (const point of document.tables.tblMeasurementPoints ?? []) {
    const depth = deepest.get(point.MpGuid);
    if ((point.MpDepth === undefined || point.MpDepth === null) && depth !== undefined) point.MpDepth = depth;
  }
}

function fitDates(row: Row): void {
  for (const [field, value] of Object.entries(row)) {
    if (typeof value !== 'string') continue;
    const match = xmlDateTime.exec(value);
    // The local clock time is kept as the file wrote it; the product stores times without a zone.
    if (match?.[1]) row[field] = match[1];
  }
}

/**
 * Fits what a file holds to the rules every save obeys (spec 01 sections 5 and 9), saying what changed so
 * nothing changes in silence: coordinates with more decimals than the project's system keeps are rounded to
 * them (8 for EPSG:4326, else 2: less than a millimetre or a centimetre) with one warning per point; a remark
 * longer than 250 characters is cut there with a warning naming the record and its full length; date-times
 * lose their zone offset and second fractions (the clock time is kept); a name the project must hold once
 * that the file repeats gets the next free name, a barcode longer than 5 moves whole to a field beside it, and
 * a groundwater sample the file hangs under no filter gets a gauging tube to hang under; layer codes follow
 * the layer's percentages.
 */
export function fitToStorageRules(document: ProjectTables, log: FormatLog): void {
  const digits = fractionDigitsFor(typeof document.project.PrCoordinateSystem === 'string' ? document.project.PrCoordinateSystem : null);
  const scale = 10 ** digits;
  const rows: Row[] = [document.project, ...Object.values(document.tables).flat()];
  renameDuplicates(document, log);
  giveGroundwaterSamplesATube(document, log);
  recalculateSoilCodes(document, log);
  depthFromLayers(document);
  for (const row of rows) {
    fitDates(row);
    keepLongBarcodes(row, log);
    for (const [field, value] of Object.entries(row)) {
      if (remarkFields.test(field) && typeof value === 'string' && value.length > remarkMaxLength) {
        row[field] = value.slice(0, remarkMaxLength);
        log.warning('exchange.import.remarkShortened', { field, length: value.length, max: remarkMaxLength });
      }
    }
  }
  for (const point of document.tables.tblMeasurementPoints ?? []) {
    const rounded = ['MpXCoord', 'MpYCoord'].filter((field) => {
      const value = point[field];
      if (typeof value !== 'number' || Math.round(value * scale) / scale === value) return false;
      point[field] = Math.round(value * scale) / scale;
      return true;
    });
    if (rounded.length > 0) log.warning('exchange.import.coordinatesRounded', { point: String(point.MpName ?? ''), digits }, { kind: 'measurementPoint', guid: typeof point.MpGuid === 'string' ? point.MpGuid : null, name: String(point.MpName ?? '') });
  }
}
