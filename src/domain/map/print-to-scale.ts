import { error } from '../validation/issue';
import type { Validated, ValidationIssue } from '../validation/issue';

/**
 * Print to scale (spec 02 section 2, 'Map': page size, resolution and scale; section 5: scale is
 * required). Pure paper arithmetic: at 1:N one millimetre on paper is N millimetres on the ground,
 * so 1:1000 makes 1 cm on paper 10 m. Everything here is in millimetres of paper or metres of
 * ground; the map screen turns it into an image and a PDF.
 */

/** ISO 216 sheets, [short, long] side in millimetres. */
export const paperSizes = { A4: [210, 297], A3: [297, 420], A2: [420, 594], A1: [594, 841], A0: [841, 1189] } as const;

/** A sheet the dialog offers. */
export type PaperSize = keyof typeof paperSizes;

/** The dialog's sheets, smallest first. */
export const paperSizeNames = Object.keys(paperSizes) as PaperSize[];

/** Portrait: the long side up; landscape: the long side across. */
export type Orientation = 'portrait' | 'landscape';

/** The resolutions offered, in dots per inch of paper: screen, draft and print quality. */
export const printResolutions = [72, 150, 300] as const;

/** One of `printResolutions`. */
export type PrintResolution = (typeof printResolutions)[number];

/** What the print-to-scale dialog asks: sheet, orientation, resolution and the scale's denominator (1:`scale`). */
export interface PrintSettings {
  paper: PaperSize;
  orientation: Orientation;
  dpi: PrintResolution;
  scale: number;
}

/** White space around the map on every side, in mm: inside what office printers can print. */
const pageMarginMm = 10;
/** The strip under the map for the scale bar and the caption, in mm. */
const footerHeightMm = 18;
/** The largest image the browser is asked to draw (pixels): a canvas beyond this fails or exhausts memory. */
const maxPrintPixels = 36_000_000;
/** Millimetres in an inch (dpi to pixels). */
const mmPerInch = 25.4;
/** PDF points in an inch. */
const pointsPerInch = 72;

/** The sheet's [width, height] in mm as it lies. */
export function pageSizeMm(paper: PaperSize, orientation: Orientation): [number, number] {
  const [short, long] = paperSizes[paper];
  return orientation === 'portrait' ? [short, long] : [long, short];
}

/** Millimetres of paper as PDF points (1/72 inch): A4 is 595.28 × 841.89 pt. */
export function mmToPoints(mm: number): number {
  return (mm / mmPerInch) * pointsPerInch;
}

/** Metres of ground that one millimetre of paper spans at 1:`scale` (1:1000 → 1 m). */
export function groundMetresPerPaperMm(scale: number): number {
  return scale / 1000;
}

/** Millimetres of paper that `metres` of ground take at 1:`scale` (10 m at 1:1000 → 10 mm). */
export function paperMmForGroundMetres(metres: number, scale: number): number {
  return (metres * 1000) / scale;
}

/** Ground metres one printed pixel spans at 1:`scale` and `dpi` (1:1000 at 254 dpi → 0.1 m). */
export function metresPerPrintPixel(scale: number, dpi: number): number {
  return groundMetresPerPaperMm(scale) * (mmPerInch / dpi);
}

/** A rectangle on the page in mm, from the page's bottom-left corner (as PDF measures). */
export interface PaperRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where everything goes on the sheet, and the image that fills the map frame. */
export interface PrintLayout {
  pageMm: [number, number];
  /** The map frame on the page. */
  mapMm: PaperRect;
  /** The image's size in pixels: the frame at the chosen dpi. */
  pixels: [number, number];
  /** Ground metres one image pixel spans: the map is drawn at exactly this resolution. */
  metresPerPixel: number;
  /** The frame's size on the ground, in metres. */
  groundMetres: [number, number];
}

/**
 * Lays out a print: the map fills the page inside the margins above the footer. The image's pixel
 * count is the frame at the dpi, rounded to whole pixels; the frame is then made exactly as large as
 * those pixels are at the scale, so the print stays true to a fraction of a pixel, not 'about right'.
 */
export function printLayout(settings: PrintSettings): PrintLayout {
  const pageMm = pageSizeMm(settings.paper, settings.orientation);
  const availableWidth = pageMm[0] - 2 * pageMarginMm;
  const availableHeight = pageMm[1] - 2 * pageMarginMm - footerHeightMm;
  const pixels: [number, number] = [Math.floor((availableWidth / mmPerInch) * settings.dpi), Math.floor((availableHeight / mmPerInch) * settings.dpi)];
  const metresPerPixel = metresPerPrintPixel(settings.scale, settings.dpi);
  const groundMetres: [number, number] = [pixels[0] * metresPerPixel, pixels[1] * metresPerPixel];
  const width = paperMmForGroundMetres(groundMetres[0], settings.scale);
  const height = paperMmForGroundMetres(groundMetres[1], settings.scale);
  return {
    pageMm,
    mapMm: { x: pageMarginMm, y: pageMarginMm + footerHeightMm, width, height },
    pixels,
    metresPerPixel,
    groundMetres,
  };
}

/** The ground rectangle [minX, minY, maxX, maxY] a print centred on `center` shows, in the system's metres. */
export function printExtent(center: readonly [number, number], layout: PrintLayout): [number, number, number, number] {
  const [halfWidth, halfHeight] = [layout.groundMetres[0] / 2, layout.groundMetres[1] / 2];
  return [center[0] - halfWidth, center[1] - halfHeight, center[0] + halfWidth, center[1] + halfHeight];
}

/** A scale bar: `metres` of ground drawn `mm` long, in `segments` equal parts. */
export interface ScaleBar {
  metres: number;
  mm: number;
  segments: number;
}

/**
 * The longest round ground length (1, 2 or 5 times a power of ten metres) whose bar fits in
 * `maxMm` of paper at 1:`scale`, split in four, five or two parts so each part is a round number too.
 * 1:1000 in 80 mm → 50 m drawn 50 mm long.
 */
export function scaleBarFor(scale: number, maxMm: number): ScaleBar {
  const maxMetres = maxMm * groundMetresPerPaperMm(scale);
  const power = 10 ** Math.floor(Math.log10(maxMetres));
  const step = [5, 2, 1].find((factor) => factor * power <= maxMetres) ?? 1;
  const metres = step * power;
  return { metres, mm: paperMmForGroundMetres(metres, scale), segments: step === 2 ? 4 : step === 5 ? 5 : 2 };
}

/** What the dialog's fields hold before they are checked. */
export interface PrintSettingsInput {
  paper: string;
  orientation: string;
  dpi: string;
  scale: string;
}

const isPaper = (value: string): value is PaperSize => value in paperSizes;
const isResolution = (value: number): value is PrintResolution => (printResolutions as readonly number[]).includes(value);

/**
 * Reads the dialog (spec 02 section 5: 'Print to scale: scale is required'): the scale as '1000'
 * or '1:1000' (spaces and thousands dots or commas allowed), a whole number from 1 up; and refuses
 * a sheet too large to draw at the chosen resolution.
 */
export function readPrintSettings(input: PrintSettingsInput): Validated<PrintSettings> {
  const issues: ValidationIssue[] = [];
  const text = input.scale.replace(/\s/g, '');
  const denominator = text.replace(/^1:/, '').replace(/[.,](?=\d{3}(?:\D|$))/g, '');
  const scale = /^\d+$/.test(denominator) ? Number(denominator) : Number.NaN;
  if (text === '') issues.push(error('scale', 'map.issue.scaleRequired'));
  else if (!Number.isSafeInteger(scale) || scale < 1) issues.push(error('scale', 'map.issue.scaleInvalid'));
  const paper = isPaper(input.paper) ? input.paper : 'A4';
  const orientation: Orientation = input.orientation === 'landscape' ? 'landscape' : 'portrait';
  const dpiNumber = Number(input.dpi);
  const dpi: PrintResolution = isResolution(dpiNumber) ? dpiNumber : 150;
  if (issues.length > 0) return { ok: false, issues };
  const settings: PrintSettings = { paper, orientation, dpi, scale };
  const { pixels } = printLayout(settings);
  if (pixels[0] * pixels[1] > maxPrintPixels) return { ok: false, issues: [error('dpi', 'map.issue.printTooLarge')] };
  return { ok: true, value: settings };
}
