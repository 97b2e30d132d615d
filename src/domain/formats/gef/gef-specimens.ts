import type { Jar } from '../../entities/jar';
import { centimetresToMetres, formatDecimal, metresToCentimetres, parseDecimal } from '../shared/depth-units';
import { headerLine, headerValues, numberedLines, type GefHeader } from './gef-header';

/**
 * GEF-BORE samples (#SPECIMENTEXT, #SPECIMENVAR): sample i (from 1) uses numbers from 11 + 7·(i − 1):
 * text +0 sample code, +1 sampling date; var +0 top, +1 bottom in metres; var 1 is the number of samples.
 * Read as the point's soil samples (jars), written from them.
 */
const firstNumber = (sample: number) => 11 + 7 * (sample - 1);

/** Reads the samples of a GEF-BORE header as jars (name, depths in cm, date). */
export function readSpecimens(header: GefHeader, newGuid: () => string): Jar[] {
  const texts = numberedLines(header, 'SPECIMENTEXT');
  const vars = new Map<number, number>();
  for (const raw of header.lines.get('SPECIMENVAR') ?? []) {
    const [number, value] = headerValues(raw);
    const parsed = parseDecimal(value);
    if (parsed !== null && !vars.has(Number(number))) vars.set(Number(number), parsed);
  }
  const numbers = [...texts.keys(), ...vars.keys()].filter((number) => number >= firstNumber(1));
  const samples = [...new Set(numbers.map((number) => Math.floor((number - firstNumber(1)) / 7) + 1))].sort((a, b) => a - b);
  const jars: Jar[] = [];
  for (const sample of samples) {
    const base = firstNumber(sample);
    const top = vars.get(base);
    const bottom = vars.get(base + 1);
    const date = texts.get(base + 1)?.text ?? null;
    jars.push({
      JrGuid: newGuid(),
      JrName: texts.get(base)?.text ?? null,
      JrFrom: top === undefined ? null : metresToCentimetres(top),
      JrTo: bottom === undefined ? null : metresToCentimetres(bottom),
      JrDate: date && /^\d{4}-\d{2}-\d{2}/.test(date) ? `${date.slice(0, 10)}T00:00:00` : null,
    });
  }
  return jars;
}

/** The #SPECIMEN lines for a point's jars: the count, then per jar its code, date, top and bottom. */
export function specimenLines(jars: readonly Jar[]): string[] {
  if (jars.length === 0) return [];
  const lines = [headerLine('SPECIMENVAR', 1, jars.length, '-', 'aantal monsters')];
  jars.forEach((jar, index) => {
    const base = firstNumber(index + 1);
    lines.push(headerLine('SPECIMENTEXT', base, jar.JrName ?? '-', 'monstercode'));
    if (jar.JrDate) lines.push(headerLine('SPECIMENTEXT', base + 1, jar.JrDate.slice(0, 10), 'datum monstername'));
    if (typeof jar.JrFrom === 'number') lines.push(headerLine('SPECIMENVAR', base, formatDecimal(centimetresToMetres(jar.JrFrom)), 'm', 'bovenkant monster'));
    if (typeof jar.JrTo === 'number') lines.push(headerLine('SPECIMENVAR', base + 1, formatDecimal(centimetresToMetres(jar.JrTo)), 'm', 'onderkant monster'));
  });
  return lines;
}
