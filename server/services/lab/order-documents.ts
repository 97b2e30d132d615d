import Papa from 'papaparse';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { WireRow } from '../../db/repositories/entity-rows';
import type { OrderLine } from '../../db/repositories/lab';
import type { MailAttachment } from '../mail/mailer';

/** The columns of an order's sample list, one line per field sample of each analysis sample. */
const sampleListColumns = ['AnalysisSample', 'Matrix', 'Date', 'FromCm', 'ToCm', 'MeasurementPoint', 'FieldSample', 'FieldSampleFromCm', 'FieldSampleToCm'] as const;

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function sampleListRows(lines: readonly OrderLine[]): string[][] {
  return lines.map((line) => [
    text(line.sample.Name), text(line.sample.MatrixCode), text(line.sample.Date).slice(0, 10), text(line.sample.From), text(line.sample.To),
    text(line.pointName), text(line.fieldSampleName), text(line.from), text(line.to),
  ]);
}

/** The order's sample list as CSV (papaparse quotes what needs quoting; ';' as Dutch spreadsheets expect). */
function sampleListCsv(lines: readonly OrderLine[]): string {
  return Papa.unparse({ fields: [...sampleListColumns], data: sampleListRows(lines) }, { delimiter: ';', newline: '\r\n' });
}

const orderFields = ['OrderNr', 'Date', 'SikbLabCode', 'CustomerCode', 'UrgencyCode', 'PriceAgreementCode', 'ProjectLeader', 'ProjectLeaderEmail', 'SampleTransportationNr', 'Remarks'] as const;

/** A one-page-per-40-lines A4 order form: the assignment's fields, then its sample list (pdf-lib, standard Helvetica). */
async function orderFormPdf(assignment: WireRow, projectCode: string, lines: readonly OrderLine[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // A4 in PostScript points (595.28 × 841.89); WinAnsi only, so characters outside it become '?'.
  const safe = (value: string) => value.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  let page = pdf.addPage([595.28, 841.89]);
  let y = 800;
  const write = (line: string, size = 10, useBold = false) => {
    if (y < 50) { page = pdf.addPage([595.28, 841.89]); y = 800; }
    page.drawText(safe(line), { x: 50, y, size, font: useBold ? bold : font });
    y -= size + 6;
  };
  write(`Lab order ${text(assignment.OrderNr) || text(assignment.LbID)} - project ${projectCode}`, 14, true);
  for (const field of orderFields) if (text(assignment[field]) !== '') write(`${field}: ${text(assignment[field])}`);
  y -= 8;
  write(sampleListColumns.join(' | '), 8, true);
  for (const row of sampleListRows(lines)) write(row.join(' | '), 8);
  return pdf.save();
}

/** The file name of an order's attachments without extension: 'lab-order-<order number, or LbID>'. */
export function orderFileStem(assignment: WireRow): string {
  return `lab-order-${text(assignment.OrderNr) || text(assignment.LbID)}`.replace(/[^\w.-]+/g, '_');
}

/** The order's attachments: the sample list as CSV and the order form as PDF. */
export async function orderAttachments(assignment: WireRow, projectCode: string, lines: readonly OrderLine[]): Promise<MailAttachment[]> {
  const name = orderFileStem(assignment);
  return [
    { filename: `${name}.csv`, content: sampleListCsv(lines), contentType: 'text/csv; charset=utf-8' },
    { filename: `${name}.pdf`, content: Buffer.from(await orderFormPdf(assignment, projectCode, lines)), contentType: 'application/pdf' },
  ];
}
