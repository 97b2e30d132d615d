/**
 * The header of a GEF file: `#KEY= v1, v2, …` lines up to `#EOH=` (DOMAIN-NOTES 'GEF-BORE'). Keys repeat
 * (COLUMNINFO, MEASUREMENTTEXT, …), so each key holds its lines in order, each as the raw text after '='.
 */
export interface GefHeader {
  lines: Map<string, string[]>;
  /** 0-based index of the first line after #EOH=, in the file's lines. */
  dataStart: number;
}

/** Splits a GEF text into its header and the index of its data; null when there is no #EOH line. */
export function parseGefHeader(lines: readonly string[]): GefHeader | null {
  const header = new Map<string, string[]>();
  for (let index = 0; index < lines.length; index += 1) {
    const match = /^\s*#\s*([A-Za-z]+)\s*=(.*)$/.exec(lines[index] ?? '');
    if (!match) continue;
    const key = (match[1] ?? '').toUpperCase();
    if (key === 'EOH') return { lines: header, dataStart: index + 1 };
    const values = header.get(key) ?? [];
    values.push((match[2] ?? '').trim());
    header.set(key, values);
  }
  return null;
}

/** The comma-separated values of a header line, trimmed. */
export function headerValues(raw: string): string[] {
  return raw.split(',').map((value) => value.trim());
}

/** The first value of the first line of a key, e.g. TESTID. */
export function headerValue(header: GefHeader, key: string): string | null {
  const raw = header.lines.get(key)?.[0];
  return raw === undefined ? null : raw.trim();
}

/** A numbered text or variable line: `#MEASUREMENTTEXT= n, text, label` where the text may hold commas. */
export interface NumberedLine {
  number: number;
  /** Everything between the first and the last comma, or after the first when there is no label. */
  text: string;
  label: string | null;
}

/** Reads the numbered lines of a key (MEASUREMENTTEXT, MEASUREMENTVAR, SPECIMENTEXT, …) by number. */
export function numberedLines(header: GefHeader, key: string): Map<number, NumberedLine> {
  const result = new Map<number, NumberedLine>();
  for (const raw of header.lines.get(key) ?? []) {
    const first = raw.indexOf(',');
    const number = Number(first < 0 ? raw : raw.slice(0, first));
    if (!Number.isInteger(number)) continue;
    const rest = first < 0 ? '' : raw.slice(first + 1);
    const last = rest.lastIndexOf(',');
    const line = last < 0 ? { text: rest.trim(), label: null } : { text: rest.slice(0, last).trim(), label: rest.slice(last + 1).trim() };
    if (!result.has(number)) result.set(number, { number, ...line });
  }
  return result;
}

/** Writes one header line as GEF-BORE readers expect it: no space before '=' (DOMAIN-NOTES). */
export function headerLine(key: string, ...values: (string | number)[]): string {
  return `#${key}= ${values.join(', ')}`;
}
