import type { TFunction } from 'i18next';
import { formatDisplayDate } from '../../domain/dates/display-formats';
import type { Language } from '../../domain/language/language-codes';
import { mapFileStem } from '../../domain/map/map-file-names';
import { printLayout } from '../../domain/map/print-to-scale';
import type { PrintSettings } from '../../domain/map/print-to-scale';
import type { ProjectMap } from './create-map';
import { buildPrintPdf } from './print-pdf';

/** What the caption says about the project and its coordinate system. */
export interface PrintCaptionFacts {
  projectCode: string;
  projectName: string;
  /** e.g. 'EPSG:28992'. */
  systemCode: string;
  /** The system's name, e.g. 'Amersfoort / RD New'. */
  systemName: string;
  language: Language;
}

/** The canvas as JPEG bytes: photos and tiles stay small, points and lines stay sharp enough at 150 dpi and up. */
async function jpegBytes(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  if (!blob) throw new Error('the print image could not be encoded');
  return new Uint8Array(await blob.arrayBuffer());
}

/** Hands the PDF to the browser as a download. */
function download(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Prints the map to scale (spec 02 section 2, 'Map'): lays out the sheet, renders the view's centre
 * at the print's own resolution, builds the PDF and downloads it as 'map-<project>-1-<scale>-<paper>.pdf'.
 */
export async function printMapToPdf(map: ProjectMap, settings: PrintSettings, facts: PrintCaptionFacts, t: TFunction): Promise<void> {
  const layout = printLayout(settings);
  const { center } = map.viewOnGround();
  const canvas = await map.printImage({ metresPerPixel: layout.metresPerPixel, pixels: layout.pixels });
  const scale = new Intl.NumberFormat(facts.language).format(settings.scale);
  const bytes = await buildPrintPdf({
    settings,
    layout,
    image: await jpegBytes(canvas),
    center,
    caption: {
      title: t('map.print.captionTitle', { code: facts.projectCode, name: facts.projectName }),
      scaleLine: t('map.print.captionScale', { scale, paper: settings.paper, orientation: t(`map.print.${settings.orientation}`), dpi: settings.dpi }),
      systemLine: `${facts.systemName} (${facts.systemCode})`,
      dateLine: formatDisplayDate(new Date().toISOString().slice(0, 10), facts.language),
    },
  });
  download(bytes, `${mapFileStem(t('map.print.fileStem'), facts.projectCode)}-1-${settings.scale}-${settings.paper}.pdf`);
}
