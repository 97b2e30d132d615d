/**
 * The columns of the Aquo measurement CSV (IM Metingen CSV encoding, the Dutch water-quality exchange
 * layout of the Informatiehuis Water: one measured value a line, `;` between columns, a header line of
 * dotted Aquo names). Headers are matched without regard to letter case; only the first three are required.
 */
export const aquoColumns = {
  point: 'meetobject.lokaalid',
  parameter: 'parameter.code',
  quantity: 'grootheid.code',
  sample: 'monster.lokaalid',
  compartment: 'compartiment.code',
  unit: 'eenheid.code',
  limitSymbol: 'limietsymbool',
  numeric: 'numeriekewaarde',
  alphanumeric: 'alfanumeriekewaarde',
  startDate: 'begindatum',
  startTime: 'begintijd',
  resultDate: 'resultaatdatum',
  x: 'geometriepunt.x',
  y: 'geometriepunt.y',
} as const;

/** A column the reader knows by its role. */
export type AquoColumn = keyof typeof aquoColumns;

/** Header names some producers use for the same column (RD suffixes on the coordinates). */
const aliases: Partial<Record<AquoColumn, readonly string[]>> = {
  x: ['geometriepunt.x_rd', 'x', 'xcoord'],
  y: ['geometriepunt.y_rd', 'y', 'ycoord'],
};

/** Every column of the header by its role: its index, or -1 where the file has none. */
export function aquoColumnIndexes(header: readonly string[]): Record<AquoColumn, number> {
  const names = header.map((name) => name.trim().toLowerCase());
  const indexes = {} as Record<AquoColumn, number>;
  for (const column of Object.keys(aquoColumns) as AquoColumn[]) {
    const wanted = [aquoColumns[column], ...(aliases[column] ?? [])];
    indexes[column] = names.findIndex((name) => wanted.includes(name));
  }
  return indexes;
}

/** Aquo compartments (Compartiment.code) that have a matrix code of ours; others leave the matrix empty. */
export const aquoMatrixCodes: Readonly<Record<string, 'OW' | 'GW'>> = { OW: 'OW', GW: 'GW' };

/**
 * Aquo quantities (Grootheid.code, with Parameter.code for a concentration) that are water sample
 * observations here (spec 01 section 3), with the factor from the Aquo unit to ours. Other values (the
 * lab's concentrations) have no place on a water sample and are counted in the log as not carried.
 */
export function aquoObservation(quantity: string, parameter: string, unit: string): { code: string; factor: number } | undefined {
  const q = quantity.toUpperCase();
  const u = unit.toLowerCase();
  if (q === 'PH') return { code: 'PH', factor: 1 };
  if (q === 'T' && (u === 'oc' || u === '°c')) return { code: 'TEMP', factor: 1 };
  if (q === 'GELDHD' && u === 'us/cm') return { code: 'EC', factor: 1 };
  if (q === 'GELDHD' && u === 'ms/m') return { code: 'EC', factor: 10 };
  if (q === 'TROEBHD') return { code: 'TURB', factor: 1 };
  if (q === 'CONCTTE' && parameter.toUpperCase() === 'O2' && u === 'mg/l') return { code: 'O2', factor: 1 };
  return undefined;
}
