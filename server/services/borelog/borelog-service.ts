import { createHash } from 'node:crypto';
import { borelogInputOf } from '../../../src/domain/borelog/borelog-input';
import { renderBorelogSvg } from '../../../src/domain/borelog/borelog-svg';
import { borelogTemplate } from '../../../src/domain/borelog/borelog-templates';
import { refusedReadCode } from '../../../src/domain/wire/result-codes';
import type { Executor } from '../../db/executor';
import { refused } from '../../errors';
import type { Caller } from '../caller';
import { mediaMessages } from '../media/media-messages';
import { readPointWithChildren } from '../point-read-service';
import { borelogLabels } from './borelog-labels';
import { pngToPdf, svgToPng } from './borelog-output';

/** Output types GenerateBorelog answers (spec 02 section 7: OutputType PNG; SVG for the side panel, PDF for download). */
export const borelogOutputTypes = ['PNG', 'PDF', 'SVG'] as const;

/** What GenerateBorelog asks for one borehole. */
export interface BorelogRequest {
  prId: number;
  mpGuid: string;
  templateId: number;
  outputType: (typeof borelogOutputTypes)[number];
  language: string | undefined;
}

/** One generated log: its bytes and how to name and type them. */
export interface GeneratedBorelog {
  fileName: string;
  mediaType: string;
  content: Buffer;
}

const mediaTypes = { PNG: 'image/png', PDF: 'application/pdf', SVG: 'image/svg+xml' } as const;

/** The local calendar day of a moment, 'YYYY-MM-DD': borelog previews are valid on the same day (spec 02 section 4). */
function dayOf(moment: Date): string {
  return `${moment.getFullYear()}-${String(moment.getMonth() + 1).padStart(2, '0')}-${String(moment.getDate()).padStart(2, '0')}`;
}

/**
 * Draws borehole logs (spec 02 section 7, 'Borelog service'): the point's rows read within the caller's
 * licence, drawn by the pure renderer, converted to PNG or PDF. Converted images are cached for the day
 * (spec 02 section 9) under the SVG's hash, so a changed point is drawn afresh at once.
 */
export class BorelogService {
  private readonly cache = new Map<string, { day: string; content: Buffer }>();

  constructor(private readonly maxCached = 200) {}

  async generate(db: Executor, caller: Caller, request: BorelogRequest, now: Date): Promise<GeneratedBorelog> {
    const template = borelogTemplate(request.templateId);
    if (!template) throw refused(refusedReadCode, mediaMessages.templateNotFound, { id: request.templateId });
    const rows = await readPointWithChildren(db, caller.licenceId, request.prId, request.mpGuid).catch(() => {
      throw refused(refusedReadCode, mediaMessages.boreholeNotFound, { id: request.mpGuid, project: request.prId });
    });
    const point = rows.tblMeasurementPoints?.[0] ?? {};
    const input = borelogInputOf(point, rows.tblLayers ?? [], rows.tblJars ?? [], rows.tblFilterTubes ?? []);
    const svg = renderBorelogSvg(input, template, borelogLabels(request.language));
    const fileName = `${input.pointName.replace(/[^A-Za-z0-9._-]+/g, '_') || 'borelog'}.${request.outputType.toLowerCase()}`;
    const base = { fileName, mediaType: mediaTypes[request.outputType] };
    if (request.outputType === 'SVG') return { ...base, content: Buffer.from(svg) };
    const key = `${request.outputType}:${createHash('sha256').update(svg).digest('hex')}`;
    const day = dayOf(now);
    const cached = this.cache.get(key);
    if (cached?.day === day) return { ...base, content: cached.content };
    const png = await svgToPng(svg);
    const content = request.outputType === 'PNG' ? png : Buffer.from(await pngToPdf(png, input.pointName));
    this.remember(key, day, content);
    return { ...base, content };
  }

  private remember(key: string, day: string, content: Buffer): void {
    for (const [oldKey, entry] of this.cache) if (entry.day !== day) this.cache.delete(oldKey);
    if (this.cache.size >= this.maxCached) this.cache.delete(this.cache.keys().next().value ?? '');
    this.cache.set(key, { day, content });
  }
}
