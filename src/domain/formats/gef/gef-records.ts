/** One field of a GEF data record: its text and whether it was quoted ('Zs1'). */
export interface GefToken {
  text: string;
  quoted: boolean;
}

/** One data record (a layer line of GEF-BORE) with the 1-based line it starts on. */
export interface GefRecord {
  tokens: GefToken[];
  line: number;
}

/**
 * Splits the data part of a GEF file into records and fields. Quoted text may hold the column or record
 * separator; without a #RECORDSEPARATOR every line is a record (GEF's default).
 */
export function splitGefRecords(data: string, firstLine: number, columnSeparator: string, recordSeparator: string | null): GefRecord[] {
  const records: GefRecord[] = [];
  let tokens: GefToken[] = [];
  let current = '';
  let quoted = false;
  let inQuote = false;
  let started = false;
  let line = firstLine;
  let recordLine = firstLine;

  const endToken = () => {
    tokens.push({ text: quoted ? current : current.trim(), quoted });
    current = '';
    quoted = false;
  };
  const endRecord = () => {
    if (current.trim() !== '' || quoted) endToken();
    if (tokens.some((token) => token.text !== '' || token.quoted)) records.push({ tokens, line: recordLine });
    tokens = [];
    started = false;
  };
  const start = (character: string) => {
    if (started || /\s/.test(character)) return;
    started = true;
    recordLine = line;
  };

  for (const character of data) {
    if (inQuote) {
      if (character === "'") inQuote = false;
      else current += character;
      if (character === '\n') line += 1;
      continue;
    }
    start(character);
    if (character === "'") {
      inQuote = true;
      quoted = true;
      current = '';
    } else if (character === columnSeparator) {
      endToken();
    } else if (recordSeparator !== null && character === recordSeparator) {
      endRecord();
    } else if (character === '\n') {
      if (recordSeparator === null) endRecord();
      line += 1;
    } else if (character !== '\r') {
      current += character;
    }
  }
  endRecord();
  return records;
}

/** Quotes a text field for writing; a quote inside becomes a typographic one, GEF having no escape. */
export function quoteGefText(value: string): { text: string; changed: boolean } {
  const safe = value.replace(/'/g, '’').replace(/[\r\n]+/g, ' ');
  return { text: `'${safe}'`, changed: safe !== value };
}
