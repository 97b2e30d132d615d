import type { Layer } from '../../entities/layer';
import { soilCode } from '../../soil/classify-soil';
import { soilCodeFields } from '../../soil/layer-soil-codes';
import type { AdditionType, SoilAddition, SoilGrade, SoilType } from '../../soil/soil-name-types';

/** A NEN 5104 soil name read from text: 'Zs1h2' is Z with s1 and h2; `rest` is what followed it. */
export interface ParsedSoilCode {
  soilType: SoilType;
  additions: SoilAddition[];
  /** The code as written, e.g. 'Zs1h2'. */
  code: string;
  /** Text after the code, e.g. 'BR' in 'Zkg2 BR' or 'PL (resten)' in 'Zs1 PL (resten)'. */
  rest: string;
}

/** Main letter, then additions of letter and optional grade, ending at a space or the end (GEF-BORE tables 2.15, 2.16). */
const codePattern = /^([GZKLVS])((?:[szkhgm][1-4]?)*)(?=\s|$)/;
const additionPattern = /([szkhgm])([1-4]?)/g;

/** Reads a NEN 5104 code at the start of a text; null when the text does not start with one ('NBE', 'SHE'). */
export function parseNen5104Code(text: string): ParsedSoilCode | null {
  const trimmed = text.trim();
  const match = codePattern.exec(trimmed);
  if (!match) return null;
  const additions = [...(match[2] ?? '').matchAll(additionPattern)].map(([, type, grade]): SoilAddition => ({
    type: type as AdditionType,
    gradation: grade ? (Number(grade) as SoilGrade) : null,
  }));
  return { soilType: match[1] as SoilType, additions, code: match[0], rest: trimmed.slice(match[0].length).trim() };
}

/** The soil fields of a layer (type, grade, secondaries and additives 1–4) written like classification writes them. */
export type LayerSoilCodeFields = Omit<ReturnType<typeof soilCodeFields>, 'LaMedianCode'>;

/**
 * The layer fields for a parsed code, set the way soil classification sets them (spec 01 section 4), so a
 * layer read from a file looks like one classified on screen. Only four additives fit; the caller is told
 * how many were left out.
 */
export function soilFieldsOfCode(parsed: Pick<ParsedSoilCode, 'soilType' | 'additions'>): { fields: LayerSoilCodeFields; droppedAdditions: number } {
  const { LaMedianCode: _median, ...fields } = soilCodeFields({
    soilType: parsed.soilType,
    additions: parsed.additions.slice(0, 4),
    code: soilCode(parsed.soilType, parsed.additions),
  });
  return { fields, droppedAdditions: Math.max(0, parsed.additions.length - 4) };
}

const additiveSlots = [1, 2, 3, 4] as const;

/** The additions a layer records, from additives 1–4, or from secondaries 1–2 when no additive is set. */
export function layerAdditions(layer: Layer): SoilAddition[] {
  const fromAdditives = additiveSlots.flatMap((slot) => addition(layer[`LaAdditive${slot}TypeCode`], layer[`LaAdditive${slot}GradationCode`]));
  if (fromAdditives.length > 0) return fromAdditives;
  return [
    ...addition(layer.LaSecondary1Code, layer.LaSecondary1QualifierCode),
    ...addition(layer.LaSecondary2Code, layer.LaSecondary2QualifierCode),
  ];
}

function addition(type: string | null | undefined, grade: string | null | undefined): SoilAddition[] {
  if (!type || !/^[szkhgm]$/.test(type)) return [];
  const gradation = grade && /^[1-4]$/.test(grade) ? (Number(grade) as SoilGrade) : null;
  return [{ type: type as AdditionType, gradation }];
}

/** The NEN 5104 code of a layer ('Zs1h2'), or null when the layer has no soil type. */
export function layerSoilCode(layer: Layer): string | null {
  const soilType = layer.LaSoilTypeCode;
  if (!soilType || !/^[GZKLVS]$/.test(soilType)) return null;
  return soilCode(soilType as SoilType, layerAdditions(layer));
}
