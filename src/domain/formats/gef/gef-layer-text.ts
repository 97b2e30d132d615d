import type { Layer } from '../../entities/layer';
import { layerSoilCode, parseNen5104Code, soilFieldsOfCode, type LayerSoilCodeFields } from '../shared/nen5104-code';
import {
  GEF_COLOUR_SHADES, GEF_MAIN_COLOURS, GEF_MEDIAN_CODES, GEF_NOT_DESCRIBED, GEF_SECOND_COLOURS,
} from './gef-bore-codes';

/** What a layer's quoted text fields say, sorted by the GEF-BORE code tables. */
export interface LayerText {
  soil: LayerSoilCodeFields | null;
  /** Additions beyond the four a layer holds. */
  droppedAdditions: number;
  colour: { LaColourMainCode: string; LaColourSubCode: string | null; LaColourShadeCode: string | null } | null;
  medianCode: string | null;
  /** Everything that is no code we keep in a field of its own, in order: the layer's remark. */
  remark: string | null;
}

const colourPattern = new RegExp(
  `^(?:(${GEF_COLOUR_SHADES.join('|')})\\s+)?(?:(${GEF_SECOND_COLOURS.join('|')})\\s+)?(${GEF_MAIN_COLOURS.join('|')})$`,
);

/**
 * Sorts the text fields of a GEF-BORE record (after the numbers): the first is the NEN 5104 soil code,
 * possibly with more after it ('Zkg2 BR'); a colour phrase ('LI TBR GR'), a median class ('ZMG') and
 * anything else. Nothing is dropped: what has no field of its own becomes the remark, joined by '; '.
 */
export function readLayerText(fields: readonly string[]): LayerText {
  const pending = fields.map((field) => field.trim()).filter((field) => field !== '');
  const result: LayerText = { soil: null, droppedAdditions: 0, colour: null, medianCode: null, remark: null };
  const remarks: string[] = [];
  const first = pending.shift();
  if (first !== undefined && first !== GEF_NOT_DESCRIBED) {
    const parsed = parseNen5104Code(first);
    if (parsed) {
      const { fields: soil, droppedAdditions } = soilFieldsOfCode(parsed);
      result.soil = soil;
      result.droppedAdditions = droppedAdditions;
      if (parsed.rest !== '') pending.unshift(parsed.rest);
    } else {
      pending.unshift(first);
    }
  }
  for (const field of pending) {
    const colour = result.colour ? null : colourPattern.exec(field);
    if (colour) {
      result.colour = { LaColourMainCode: colour[3] ?? '', LaColourSubCode: colour[2]?.slice(1) ?? null, LaColourShadeCode: colour[1] ?? null };
    } else if (result.medianCode === null && GEF_MEDIAN_CODES.includes(field)) {
      result.medianCode = field;
    } else {
      remarks.push(field);
    }
  }
  result.remark = remarks.length > 0 ? remarks.join('; ') : null;
  return result;
}

/** The colour phrase of a layer: shade, second colour with 'T', main colour ('LI TBR GR'); null without a main colour. */
function layerColourPhrase(layer: Layer): string | null {
  if (!layer.LaColourMainCode) return null;
  return [layer.LaColourShadeCode, layer.LaColourSubCode ? `T${layer.LaColourSubCode}` : null, layer.LaColourMainCode]
    .filter((part): part is string => Boolean(part))
    .join(' ');
}

/**
 * The text fields to write for a layer, in the order readers expect: soil code (or NBE when there is
 * none), colour phrase, median class, remark. Empty parts are left out.
 */
export function layerTextFields(layer: Layer): string[] {
  const code = layerSoilCode(layer) ?? GEF_NOT_DESCRIBED;
  return [code, layerColourPhrase(layer), layer.LaMedianCode ?? null, layer.LaRemark ?? null]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '');
}
