import Papa from 'papaparse';
import type { LogEntry } from '../export-log';
import type { ImportOutcome } from '../format-result';
import { aquoColumnIndexes, aquoMatrixCodes, aquoObservation, type AquoColumn } from './aquo-columns';

/** A measurement point of an Aquo file (Meetobject), with its coordinates in RD (EPSG:28992) where given. */
export interface AquoPoint {
  name: string;
  x: number | null;
  y: number | null;
}

/** A water sample (Monster) of an Aquo file, with the values that are observations here. */
export interface AquoSample {
  pointName: string;
  name: string;
  /** 'YYYY-MM-DDTHH:mm:ss', as the sample's date on the wire. */
  date: string | null;
  matrixCode: 'OW' | 'GW' | null;
  observations: { code: string; value: number | string }[];
}

/** What an Aquo file holds: its points and samples, and how many values had no place here. */
export interface AquoContent {
  points: AquoPoint[];
  samples: AquoSample[];
  valuesNotCarried: number;
}

const isoDate = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const dayFirst = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;
const clock = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** An Aquo date (yyyy-mm-dd, or dd-mm-yyyy as spreadsheets save it) and time as a wire date-time, or null when unreadable. */
function wireDate(date: string, time: string): string | null {
  const iso = isoDate.exec(date);
  const dmy = dayFirst.exec(date);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!year || !month || !day) return null;
  const moment = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (moment.getUTCMonth() !== Number(month) - 1) return null;
  const hms = time === '' ? ['', '0', '00', '00'] : clock.exec(time);
  if (!hms) return null;
  const pad = (value: string | undefined) => (value ?? '0').padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}T${pad(hms[1])}:${pad(hms[2])}:${pad(hms[3])}`;
}

/** A number as Aquo writes it (a decimal point; a decimal comma from Dutch spreadsheets is read too), or null. */
function aquoNumber(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (normalised === '' || !/^[-+]?\d*\.?\d+(?:[eE][-+]?\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

const required: readonly AquoColumn[] = ['point', 'quantity', 'numeric'];

/**
 * Reads an Aquo measurement CSV (IM Metingen CSV encoding): every line is one measured value of a sample
 * at a measurement point. Lines group into points (Meetobject.lokaalID) and samples (Monster.lokaalID, else
 * the point and the sampling date); pH, temperature, conductivity, turbidity and oxygen become the sample's
 * observations. A line that cannot be read fails the whole file with its line number, so nothing half-read
 * is imported; values with no place here are counted as a warning.
 */
export function readAquoCsv(text: string, file: string): ImportOutcome<AquoContent> {
  // Empty lines are skipped below rather than by the parser, so every line keeps its number in the file.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';' });
  const [header, ...lines] = parsed.data;
  const columns = aquoColumnIndexes(header ?? []);
  const missing = required.filter((column) => columns[column] < 0);
  if (!header || missing.length > 0) return { ok: false, log: [{ level: 'error', key: 'formats.aquo.import.notAquo', params: { file } }] };
  const log: LogEntry[] = [];
  const points = new Map<string, AquoPoint>();
  const samples = new Map<string, AquoSample>();
  let valuesNotCarried = 0;
  lines.forEach((cells, index) => {
    if (cells.every((value) => value.trim() === '')) return;
    const line = index + 2;
    const cell = (column: AquoColumn) => (columns[column] < 0 ? '' : (cells[columns[column]] ?? '').trim());
    const bad = (column: AquoColumn) => log.push({ level: 'error', key: 'formats.aquo.import.badValue', params: { file, line, column: header[columns[column]] ?? column, value: cell(column) }, record: { kind: 'file', file, line } });
    const pointName = cell('point');
    if (pointName === '') return void bad('point');
    const x = cell('x') === '' ? null : aquoNumber(cell('x'));
    const y = cell('y') === '' ? null : aquoNumber(cell('y'));
    if (x === null && cell('x') !== '') return void bad('x');
    if (y === null && cell('y') !== '') return void bad('y');
    const date = wireDate(cell('startDate') || cell('resultDate'), cell('startTime'));
    if (date === null && (cell('startDate') || cell('resultDate')) !== '') return void bad(cell('startDate') !== '' ? 'startDate' : 'resultDate');
    const numeric = cell('numeric') === '' ? null : aquoNumber(cell('numeric'));
    if (numeric === null && cell('numeric') !== '') return void bad('numeric');
    const point = points.get(pointName.toLowerCase()) ?? { name: pointName, x: null, y: null };
    if ((x !== null && point.x !== null && x !== point.x) || (y !== null && point.y !== null && y !== point.y)) {
      log.push({ level: 'error', key: 'formats.aquo.import.otherCoordinates', params: { file, line, point: pointName } });
      return;
    }
    points.set(pointName.toLowerCase(), { name: point.name, x: point.x ?? x, y: point.y ?? y });
    const sampleName = cell('sample') || (date === null ? pointName : `${pointName} ${date.slice(0, 10)}`);
    const sampleKey = `${pointName.toLowerCase()}\u0000${sampleName.toLowerCase()}`;
    const sample = samples.get(sampleKey) ?? { pointName: point.name, name: sampleName, date, matrixCode: aquoMatrixCodes[cell('compartment').toUpperCase()] ?? null, observations: [] };
    samples.set(sampleKey, sample);
    const observation = aquoObservation(cell('quantity'), cell('parameter'), cell('unit'));
    if (!observation) {
      valuesNotCarried += 1;
      return;
    }
    const value = numeric === null ? cell('alphanumeric') : cell('limitSymbol') === '' ? numeric * observation.factor : `${cell('limitSymbol')}${numeric * observation.factor}`;
    sample.observations = [...sample.observations.filter((known) => known.code !== observation.code), { code: observation.code, value }];
  });
  if (log.some((entry) => entry.level === 'error')) return { ok: false, log };
  if (points.size === 0) return { ok: false, log: [{ level: 'error', key: 'formats.aquo.import.noRows', params: { file } }] };
  if (valuesNotCarried > 0) log.push({ level: 'warning', key: 'formats.aquo.import.valuesNotCarried', params: { file, count: valuesNotCarried } });
  log.push({ level: 'info', key: 'formats.aquo.import.read', params: { file, points: points.size, samples: samples.size } });
  return { ok: true, value: { points: [...points.values()], samples: [...samples.values()], valuesNotCarried }, log };
}
