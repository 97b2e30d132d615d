import type { BorelogInput, BorelogInterval, BorelogLayer } from './borelog-input';
import type { BorelogTemplate } from './borelog-templates';
import { additionOpacity, additionPattern, legendOf } from './soil-legend';
import { patternDefs, patternId } from './svg-patterns';

/** The log's words, translated by the caller (locales, namespace media.borelog.svg). */
export interface BorelogLabels {
  depth: string;
  groundwater: string;
  jars: string;
  tubes: string;
  description: string;
  finalDepth: string;
}

const header = 78;
const footer = 30;
const lineHeight = 12;
const font = 'font-family="Arial, Helvetica, sans-serif"';

/** Text safe inside SVG markup. */
function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Column x positions of a template: depth scale, soil, tubes, jars, descriptions. */
function columnsOf(template: BorelogTemplate) {
  const scale = { x: 12, width: 44 };
  const soil = { x: 60, width: 70 };
  let next = soil.x + soil.width + 10;
  const tubes = template.columns.tubes ? { x: next, width: 34 } : null;
  if (tubes) next += tubes.width + 6;
  const jars = template.columns.jars ? { x: next, width: 80 } : null;
  if (jars) next += jars.width + 10;
  const descriptions = template.columns.descriptions ? { x: next, width: template.width - next - 12 } : null;
  return { scale, soil, tubes, jars, descriptions };
}

/** Depth ticks: every 10 cm, labelled every 50 cm, or every 100 cm in deep holes (the scale stays readable). */
function depthScale(bottom: number, y: (cm: number) => number, x: number, width: number, labels: BorelogLabels): string {
  const labelEvery = bottom > 1000 ? 100 : 50;
  const parts = [`<text x="${x}" y="${header - 8}" font-size="9" ${font}>${escapeXml(labels.depth)}</text>`, `<line x1="${x + width}" y1="${y(0)}" x2="${x + width}" y2="${y(bottom)}" stroke="#000"/>`];
  for (let cm = 0; cm <= bottom; cm += 10) {
    const labelled = cm % labelEvery === 0;
    parts.push(`<line x1="${x + width - (labelled ? 8 : 4)}" y1="${round(y(cm))}" x2="${x + width}" y2="${round(y(cm))}" stroke="#000" stroke-width="0.6"/>`);
    if (labelled) parts.push(`<text class="depth-label" x="${x + width - 10}" y="${round(y(cm) + 3)}" font-size="9" text-anchor="end" ${font}>${cm}</text>`);
  }
  return parts.join('');
}

function soilColumn(layers: readonly BorelogLayer[], template: BorelogTemplate, y: (cm: number) => number, x: number, width: number): string {
  return layers.map((layer) => {
    const legend = legendOf(layer.soilType);
    const top = round(y(layer.from));
    const height = round(y(layer.to) - y(layer.from));
    const box = `x="${x}" y="${top}" width="${width}" height="${height}"`;
    const hatches = template.columns.additions ? layer.additions.flatMap((addition) => {
      const pattern = additionPattern[addition.type];
      return pattern ? [`<rect class="admixture" data-admixture="${addition.type}${addition.gradation ?? ''}" ${box} fill="url(#${patternId(pattern)})" opacity="${additionOpacity(addition.gradation)}"/>`] : [];
    }) : [];
    return `<g class="layer" data-from="${layer.from}" data-to="${layer.to}" data-soil="${layer.soilType ?? ''}" data-code="${escapeXml(layer.code)}">`
      + `<rect class="soil" ${box} fill="${legend.fill}" stroke="#000" stroke-width="0.8"/>`
      + `<rect class="hatch" ${box} fill="url(#${patternId(legend.pattern)})" opacity="0.55"/>${hatches.join('')}</g>`;
  }).join('');
}

function intervals(kind: 'jar' | 'tube', items: readonly BorelogInterval[], y: (cm: number) => number, x: number, width: number): string {
  return items.map((item) => {
    const top = round(y(item.from));
    const bottom = round(y(item.to));
    if (kind === 'tube') {
      const mid = x + width / 2;
      return `<g class="tube" data-from="${item.from}" data-to="${item.to}"><path d="M${mid - 4} ${y(0)}V${top}M${mid + 4} ${y(0)}V${top}" stroke="#333" stroke-width="1.2"/>`
        + `<rect x="${mid - 5}" y="${top}" width="10" height="${round(bottom - top)}" fill="url(#${patternId('fineLines')})" stroke="#333"/>`
        + `<text x="${mid + 8}" y="${top + 9}" font-size="8" ${font}>${escapeXml(item.name)}</text></g>`;
    }
    return `<g class="jar" data-from="${item.from}" data-to="${item.to}"><rect x="${x}" y="${top}" width="10" height="${round(bottom - top)}" fill="#fff" stroke="#1a4d8f"/>`
      + `<text x="${x + 14}" y="${round(top + Math.min(9, (bottom - top) / 2 + 3))}" font-size="8" ${font}>${escapeXml(item.name)}</text></g>`;
  }).join('');
}

/** Descriptions beside their layers, pushed down when thin layers would make them overlap, with a leader line. */
function descriptions(layers: readonly BorelogLayer[], y: (cm: number) => number, x: number, width: number, soilRight: number): string {
  let nextFree = 0;
  const maxChars = Math.max(10, Math.floor(width / 5.2));
  return layers.map((layer) => {
    const text = [layer.code, layer.colour, layer.remark].filter(Boolean).join(' · ');
    const anchor = y(layer.from) + Math.min(lineHeight - 2, (y(layer.to) - y(layer.from)) / 2 + 3);
    const baseline = round(Math.max(anchor, nextFree + lineHeight));
    nextFree = baseline;
    const shown = text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
    return `<path d="M${soilRight} ${round(y(layer.from) + 1)}H${x - 4}L${x - 2} ${baseline - 3}" fill="none" stroke="#bbb" stroke-width="0.5"/>`
      + `<text class="description" x="${x}" y="${baseline}" font-size="9" ${font}>${escapeXml(`${layer.from}–${layer.to} ${shown}`)}</text>`;
  }).join('');
}

/**
 * Draws a measurement point's borehole log as SVG (spec 02 section 2, 'Borelog side panel'): header, depth
 * scale in cm, the soil column in NEN 5104 colours and hatches with admixtures, filter tubes and jars
 * beside it, layer descriptions and the groundwater level. Pure and deterministic: the same input and
 * template give the same text, so the PNG and PDF made from it and the snapshots agree.
 */
export function renderBorelogSvg(input: BorelogInput, template: BorelogTemplate, labels: BorelogLabels): string {
  const deepest = Math.max(0, ...input.layers.map((layer) => layer.to), ...input.tubes.map((tube) => tube.to), ...input.jars.map((jar) => jar.to), input.groundwaterCm ?? 0);
  const bottom = Math.max(100, Math.ceil(deepest / 50) * 50);
  const y = (cm: number) => header + cm * template.pxPerCm;
  const height = Math.ceil(y(bottom) + footer);
  const columns = columnsOf(template);
  const { soil } = columns;
  const place = [input.date, input.x !== null && input.y !== null ? `X ${input.x.toFixed(2)} Y ${input.y.toFixed(2)}` : null].filter(Boolean).join('   ');
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="borelog" width="${template.width}" height="${height}" viewBox="0 0 ${template.width} ${height}" data-point="${escapeXml(input.pointName)}">`,
    patternDefs(),
    `<rect width="${template.width}" height="${height}" fill="#fff"/>`,
    `<text class="title" x="12" y="24" font-size="16" font-weight="bold" ${font}>${escapeXml(input.pointName)}</text>`,
    `<text x="12" y="42" font-size="10" ${font}>${escapeXml(place)}</text>`,
    `<text x="12" y="56" font-size="10" ${font}>${escapeXml(`${labels.finalDepth}: ${deepest} cm`)}</text>`,
    depthScale(bottom, y, columns.scale.x, columns.scale.width, labels),
    soilColumn(input.layers, template, y, soil.x, soil.width),
  ];
  if (columns.tubes) parts.push(`<text x="${columns.tubes.x}" y="${header - 8}" font-size="9" ${font}>${escapeXml(labels.tubes)}</text>`, intervals('tube', input.tubes, y, columns.tubes.x, columns.tubes.width));
  if (columns.jars) parts.push(`<text x="${columns.jars.x}" y="${header - 8}" font-size="9" ${font}>${escapeXml(labels.jars)}</text>`, intervals('jar', input.jars, y, columns.jars.x, columns.jars.width));
  if (columns.descriptions) parts.push(`<text x="${columns.descriptions.x}" y="${header - 8}" font-size="9" ${font}>${escapeXml(labels.description)}</text>`, descriptions(input.layers, y, columns.descriptions.x, columns.descriptions.width, soil.x + soil.width));
  if (input.groundwaterCm !== null) {
    const level = round(y(input.groundwaterCm));
    parts.push(`<g class="groundwater" data-depth="${input.groundwaterCm}"><line x1="${soil.x - 6}" y1="${level}" x2="${soil.x + soil.width + 6}" y2="${level}" stroke="#1f5fbf" stroke-width="1.5" stroke-dasharray="5 3"/>`
      + `<path d="M${soil.x + soil.width + 2} ${level - 8}h10l-5 8z" fill="#1f5fbf"/>`
      + `<text x="${soil.x + 2}" y="${level - 3}" font-size="8" fill="#1f5fbf" ${font}>${escapeXml(`${labels.groundwater} ${input.groundwaterCm}`)}</text></g>`);
  }
  parts.push('</svg>');
  return parts.join('');
}
