import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { mmToPoints, printExtent, scaleBarFor } from '../../domain/map/print-to-scale';
import type { PrintLayout, PrintSettings, ScaleBar } from '../../domain/map/print-to-scale';

/** The translated words on the sheet, and the project it shows. */
export interface PrintCaption {
  /** e.g. 'Project P-001 — Stationsplein'. */
  title: string;
  /** e.g. 'Scale 1:1,000 · A4 portrait · 150 dpi'. */
  scaleLine: string;
  /** e.g. 'Amersfoort / RD New (EPSG:28992)'. */
  systemLine: string;
  /** e.g. '25-11-2026'. */
  dateLine: string;
}

/** What goes into one PDF. */
export interface PrintPdfRequest {
  settings: PrintSettings;
  layout: PrintLayout;
  /** The map image: JPEG bytes of exactly `layout.pixels`. */
  image: Uint8Array;
  /** The view's centre in the project's system: the PDF records the ground it covers. */
  center: [number, number];
  caption: PrintCaption;
}

/** The longest scale bar on the sheet, in mm of paper. */
const scaleBarMaxMm = 80;
const black = rgb(0, 0, 0);
const white = rgb(1, 1, 1);
const pt = mmToPoints;

/** Text the standard fonts can write (WinAnsi): thin and narrow spaces become spaces, other unknown characters '?'. */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/[\u2009\u202f\u00a0]/g, ' ')].map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

/**
 * The scale bar (the 'ruler'): alternating black and white parts, the whole `bar.mm` long on paper
 * — drawn as vectors, so it measures true on any printer that prints at 100 %.
 */
function drawScaleBar(page: PDFPage, font: PDFFont, bar: ScaleBar, x: number, y: number): void {
  const part = bar.mm / bar.segments;
  for (let index = 0; index < bar.segments; index++) {
    page.drawRectangle({ x: pt(x + index * part), y: pt(y), width: pt(part), height: pt(2), color: index % 2 === 0 ? black : white, borderColor: black, borderWidth: 0.5 });
  }
  const label = (metres: number) => (metres >= 1000 && metres % 1000 === 0 ? `${metres / 1000} km` : `${metres} m`);
  page.drawText('0', { x: pt(x) - 2, y: pt(y + 3), size: 7, font });
  const end = label(bar.metres);
  page.drawText(end, { x: pt(x + bar.mm) - font.widthOfTextAtSize(end, 7) / 2, y: pt(y + 3), size: 7, font });
}

/**
 * The print-to-scale PDF (spec 02 section 2, 'Map'): one sheet of the chosen size with the map image
 * placed at exactly the frame's millimetres, a frame, the scale bar and the caption; the document's
 * subject and keywords record page, scale, resolution, scale bar and ground extent so any reader
 * (and the browser test) can check the print without measuring pixels.
 */
export async function buildPrintPdf(request: PrintPdfRequest): Promise<Uint8Array> {
  const { settings, layout, caption } = request;
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([pt(layout.pageMm[0]), pt(layout.pageMm[1])]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const image = await pdf.embedJpg(request.image);
  const { mapMm } = layout;
  page.drawImage(image, { x: pt(mapMm.x), y: pt(mapMm.y), width: pt(mapMm.width), height: pt(mapMm.height) });
  page.drawRectangle({ x: pt(mapMm.x), y: pt(mapMm.y), width: pt(mapMm.width), height: pt(mapMm.height), borderColor: black, borderWidth: 0.75 });

  const bar = scaleBarFor(settings.scale, Math.min(scaleBarMaxMm, mapMm.width / 2));
  const footerTop = mapMm.y - 4;
  drawScaleBar(page, font, bar, mapMm.x + 1, footerTop - 8);
  const right = mapMm.x + mapMm.width;
  const lines: [string, PDFFont, number][] = [[caption.title, bold, 9], [caption.scaleLine, font, 8], [caption.systemLine, font, 7], [caption.dateLine, font, 7]];
  let lineTop = footerTop - 1;
  for (const [text, face, size] of lines) {
    const safe = printable(face, text);
    lineTop -= size * 0.42;
    page.drawText(safe, { x: pt(right) - face.widthOfTextAtSize(safe, size), y: pt(lineTop), size, font: face });
  }

  const [minX, minY, maxX, maxY] = printExtent(request.center, layout);
  const round = (value: number) => Number(value.toFixed(3));
  pdf.setTitle(caption.title);
  pdf.setSubject(`Scale 1:${settings.scale}`);
  pdf.setKeywords([
    `scale=1:${settings.scale}`, `paper=${settings.paper}`, `orientation=${settings.orientation}`, `dpi=${settings.dpi}`,
    `scaleBar=${bar.metres}m/${round(bar.mm)}mm`, `extent=${[minX, minY, maxX, maxY].map(round).join(',')}`,
    `mapFrameMm=${round(mapMm.width)}x${round(mapMm.height)}`,
  ]);
  pdf.setCreator('Field data workstation: print to scale');
  return pdf.save();
}
