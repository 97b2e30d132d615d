import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

/** A4 portrait in PDF points (1/72 inch): 210 × 297 mm. */
const a4 = { width: 595.28, height: 841.89 };
/** SVG px are 1/96 inch: 0.75 pt each, so the log prints at its drawn size. */
const pointsPerPx = 0.75;

/** The SVG rendered to PNG by sharp (librsvg), one pixel per SVG px. */
export function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/**
 * The log as an A4 PDF (pdf-lib): drawn at its own scale (1 px = 0.75 pt), centred across the page and
 * continued on as many pages as its depth needs (each page shows the next slice of the same image).
 */
export async function pngToPdf(png: Buffer, title: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  const image = await document.embedPng(png);
  const width = Math.min(image.width * pointsPerPx, a4.width);
  const scale = width / image.width;
  const height = image.height * scale;
  const margin = 24;
  const usable = a4.height - 2 * margin;
  const pages = Math.max(1, Math.ceil(height / usable));
  for (let index = 0; index < pages; index += 1) {
    const page = document.addPage([a4.width, a4.height]);
    // Slice `index` of the image fills the page from the top margin: pdf-lib's y runs upwards, the page clips the rest.
    page.drawImage(image, { x: (a4.width - width) / 2, y: a4.height - margin - height + index * usable, width, height });
  }
  return document.save();
}
