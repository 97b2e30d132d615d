import Papa from 'papaparse';
import type { ResultValueFields } from './censored-value';
import { resultValueFields } from './censored-value';

/**
 * A lab delivery in the documented column layout (README, 'Lab result importer'): one result per
 * line, with a header line naming the columns in any order and letter case. English names or the
 * Dutch ones labs use; separator ';', ',' or tab, found from the header; values as the lab wrote them.
 */
export const deliveryColumns = {
  OrderNr: ['ordernr', 'ordernumber', 'ordernummer', 'opdrachtnummer'],
  SampleName: ['samplename', 'sample', 'monster', 'monsternaam', 'monstercode'],
  ReportNumber: ['reportnumber', 'labreportnumber', 'rapportnummer', 'certificaatnummer'],
  LabStatus: ['labstatus', 'labstatuscode', 'status'],
  ComponentGroup: ['componentgroup', 'group', 'groep', 'componentgroep'],
  Component: ['component', 'parameter', 'stof'],
  Method: ['method', 'methode'],
  Unit: ['unit', 'eenheid'],
  Value: ['value', 'result', 'waarde', 'resultaat'],
  ReferenceValue: ['referencevalue', 'referentiewaarde'],
  TestConclusion: ['testconclusion', 'toetsoordeel'],
  ResultDescription: ['resultdescription', 'description', 'omschrijving', 'opmerking'],
  ReportedDate: ['reporteddate', 'date', 'datum', 'rapportagedatum'],
  GroupOrder: ['grouporder', 'groepvolgorde'],
  ComponentOrder: ['componentorder', 'volgorde'],
} as const;

/** A column of the layout. */
export type DeliveryColumn = keyof typeof deliveryColumns;

const requiredColumns: readonly DeliveryColumn[] = ['OrderNr', 'SampleName', 'Component', 'Value'];

/** One result line of a delivery. */
export interface DeliveryLine {
  /** 1-based line in the file (the header is line 1), for the import log. */
  line: number;
  orderNr: string | null;
  sampleName: string;
  reportNumber: string | null;
  labStatus: string | null;
  result: ResultValueFields & {
    ComponentGroup: string | null;
    Component: string;
    Method: string | null;
    Unit: string | null;
    ReferenceValue: number | null;
    TestConclusion: string | null;
    ResultDescription: string | null;
    ReportedDate: string | null;
    GroupOrder: number | null;
    ComponentOrder: number | null;
  };
}

/** Why a delivery, or a line of it, was not read: the import log names it (spec 02 section 2, importer status). */
export type DeliveryProblem =
  | { kind: 'empty' }
  | { kind: 'missingColumns'; columns: string }
  | { kind: 'lineIncomplete'; line: number; columns: string }
  | { kind: 'badNumber'; line: number; column: string; value: string };

/** A delivery as read: its lines and what could not be read. Lines with a problem are left out. */
export interface LabDelivery {
  lines: DeliveryLine[];
  problems: DeliveryProblem[];
}

const normalHeader = (text: string) => text.toLowerCase().replace(/[\s_\-.]/g, '');
const cellText = (cells: readonly string[], index: number | undefined) => (index === undefined ? '' : (cells[index] ?? '').trim());

function columnIndexes(header: readonly string[]): Partial<Record<DeliveryColumn, number>> {
  const found: Partial<Record<DeliveryColumn, number>> = {};
  header.forEach((name, index) => {
    const normal = normalHeader(name);
    for (const [column, aliases] of Object.entries(deliveryColumns) as [DeliveryColumn, readonly string[]][]) {
      if (found[column] === undefined && aliases.includes(normal)) found[column] = index;
    }
  });
  return found;
}

/** A number column: decimal comma or point; empty is null; anything else a problem. */
function numberCell(text: string): number | null | undefined {
  if (text === '') return null;
  const fields = resultValueFields(text);
  return fields.MeasuredValue !== null && fields.Symbol === null ? fields.MeasuredValue : undefined;
}

/** A date as ISO text: 2026-11-20, 20-11-2026 or 20/11/2026 (day first, as Dutch labs write it). */
function dateCell(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}T00:00:00`;
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})/.exec(text);
  return dayFirst ? `${dayFirst[3]}-${dayFirst[2]?.padStart(2, '0')}-${dayFirst[1]?.padStart(2, '0')}T00:00:00` : null;
}

/** Reads the table of a delivery (the header line, then one result per line) as text cells. */
export function readDeliveryTable(table: readonly (readonly string[])[]): LabDelivery {
  const [header, ...body] = table;
  if (!header || body.length === 0) return { lines: [], problems: [{ kind: 'empty' }] };
  const at = columnIndexes(header);
  const missing = requiredColumns.filter((column) => at[column] === undefined);
  if (missing.length > 0) return { lines: [], problems: [{ kind: 'missingColumns', columns: missing.join(', ') }] };
  const lines: DeliveryLine[] = [];
  const problems: DeliveryProblem[] = [];
  body.forEach((cells, index) => {
    const line = index + 2;
    const text = (column: DeliveryColumn) => cellText(cells, at[column]);
    if (cells.every((cell) => cell.trim() === '')) return;
    const lacking = requiredColumns.filter((column) => column !== 'Value' && text(column) === '');
    if (lacking.length > 0) {
      problems.push({ kind: 'lineIncomplete', line, columns: lacking.join(', ') });
      return;
    }
    const numbers = { ReferenceValue: numberCell(text('ReferenceValue')), GroupOrder: numberCell(text('GroupOrder')), ComponentOrder: numberCell(text('ComponentOrder')) };
    const bad = (Object.entries(numbers) as [DeliveryColumn, number | null | undefined][]).find(([, value]) => value === undefined);
    if (bad) {
      problems.push({ kind: 'badNumber', line, column: bad[0], value: text(bad[0]) });
      return;
    }
    const orNull = (value: string) => (value === '' ? null : value);
    lines.push({
      line, orderNr: orNull(text('OrderNr')), sampleName: text('SampleName'), reportNumber: orNull(text('ReportNumber')), labStatus: orNull(text('LabStatus')),
      result: {
        ...resultValueFields(cellText(cells, at.Value)),
        ComponentGroup: orNull(text('ComponentGroup')), Component: text('Component'), Method: orNull(text('Method')), Unit: orNull(text('Unit')),
        ReferenceValue: numbers.ReferenceValue ?? null, TestConclusion: orNull(text('TestConclusion')), ResultDescription: orNull(text('ResultDescription')),
        ReportedDate: dateCell(text('ReportedDate')),
        GroupOrder: numbers.GroupOrder === null || numbers.GroupOrder === undefined ? null : Math.trunc(numbers.GroupOrder),
        ComponentOrder: numbers.ComponentOrder === null || numbers.ComponentOrder === undefined ? null : Math.trunc(numbers.ComponentOrder),
      },
    });
  });
  return { lines, problems };
}

/** Reads a CSV delivery (UTF-8, a BOM allowed); the separator is found from the header line. */
export function readDeliveryCsv(text: string): LabDelivery {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: '', delimitersToGuess: [';', '\t', ','], skipEmptyLines: 'greedy' });
  return readDeliveryTable(parsed.data);
}
