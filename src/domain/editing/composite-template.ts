import { compositeDefinitions, compositeKindsOfType, compositeParts, joinComposite, splitComposite } from '../codes/composite-fields';
import type { CompositeKind } from '../codes/composite-fields';
import { editorKind } from '../codes/field-editor-types';
import type { EditorKind } from '../codes/field-editor-types';
import type { Language } from '../language/language-codes';
import type { ValidationIssue, Validated } from '../validation/issue';
import type { CompositeValue, EditorValue } from './editor-values';
import type { FieldTemplate } from './field-template';
import { formatEditorValue, parseEditorInput } from './parse-input';

/** The editor kinds drawn over several stored fields: 19, 22, 23, 24, 31 and 36 (spec 01 section 3). */
export const compositeEditorKinds: ReadonlySet<EditorKind> = new Set<EditorKind>([
  'trajectory', 'texture', 'specialComponent', 'colour', 'coordinates', 'twoLists',
]);

/**
 * Which composite a template row draws (spec 01 section 3, 'Composite fields'). The template names
 * a composite by its kind ('layerColour') or by one of its stored parts ('LaFrom' is the layer
 * range, 'WsColourCode' the water sample colour); a type with one composite (22, 23, 31, 36) needs
 * neither. Undefined when the row cannot be placed, e.g. a type 19 row whose field is no range part.
 */
export function compositeKindOf(template: Pick<FieldTemplate, 'EditorType' | 'FieldCode'>): CompositeKind | undefined {
  const kinds = compositeKindsOfType(template.EditorType);
  const named = kinds.find((kind) => kind === template.FieldCode);
  if (named) return named;
  const holding = kinds.find((kind) => (compositeParts(kind) as readonly string[]).includes(template.FieldCode));
  if (holding) return holding;
  return kinds.length === 1 ? kinds[0] : undefined;
}

/** The editor kind of each part of a composite: the composite's own type (numbers for 19 and 31, codes otherwise). */
export function partEditorKind(kind: CompositeKind): EditorKind {
  return editorKind(compositeDefinitions[kind].editorType);
}

/** 'LaAdditive1TypeCode' and 'LaAdditive1GradationCode' share the stem 'LaAdditive1', and so on. */
function partStem(part: string): string {
  return part.replace(/(?:Type|Gradation|Origin|Intensity|Main|Sub|Shade)?Code$/, '');
}

/**
 * The parts of a composite in rows that belong together, for drawing: a type with its gradation
 * (and origin for special compounds), the three layer-colour codes, the odour type with its
 * intensity; ranges and coordinate pairs are one row.
 */
export function compositePartGroups(kind: CompositeKind): string[][] {
  const parts = compositeParts(kind) as readonly string[];
  const { editorType } = compositeDefinitions[kind];
  if (editorType === 19 || editorType === 31) return [[...parts]];
  const groups: string[][] = [];
  for (const part of parts) {
    const last = groups[groups.length - 1];
    const lastPart = last?.[last.length - 1];
    if (last && lastPart !== undefined && partStem(lastPart) === partStem(part)) last.push(part);
    else groups.push([part]);
  }
  return groups;
}

/** A translation key with its placeholders. */
export interface LabelText {
  readonly key: string;
  readonly params?: Record<string, string | number>;
}

const numberedParts: readonly [RegExp, string][] = [
  [/^LaSpecialCompound(\d)(Type|Gradation|Origin)Code$/, 'fields.part.specialCompound'],
  [/^LaAdditive(\d)(Type|Gradation)Code$/, 'fields.part.additive'],
  [/^LaArchIndication(\d)(Gradation)?Code$/, 'fields.part.archIndication'],
];

/**
 * The label of one stored part (spec 01 section 3): numbered sets share one key with the set's
 * number ('fields.part.additive.type', { number: 2 }), every other part has its own key
 * ('fields.part.LaSoilTypeCode').
 */
export function compositePartLabel(part: string): LabelText {
  for (const [pattern, prefix] of numberedParts) {
    const match = pattern.exec(part);
    if (match) return { key: `${prefix}.${(match[2] ?? 'Code').toLowerCase()}`, params: { number: Number(match[1]) } };
  }
  return { key: `fields.part.${part}` };
}

/**
 * Reads a composite typed as one text, as a grid cell or a paste holds it (spec 01 section 3):
 * split on the composite's separator (refusing a part over 10 characters or too many parts), then
 * each part read by the composite's editor kind.
 */
export function parseCompositeText(kind: CompositeKind, text: string, language: Language): Validated<CompositeValue> {
  const split = splitComposite(kind, text);
  if (!split.ok) return split;
  const partKind = partEditorKind(kind);
  const issues: ValidationIssue[] = [];
  const value: Record<string, EditorValue> = {};
  for (const [part, piece] of Object.entries(split.value) as [string, string | null][]) {
    const parsed = parseEditorInput(partKind, piece ?? '', language, part);
    if (parsed.ok) value[part] = parsed.value;
    else issues.push(...parsed.issues);
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value };
}

/**
 * A composite's parts as one text, e.g. 'Z|ZMF|s|1' or '50-100' (spec 01 section 3). Parts that
 * joinComposite refuses are still shown, joined as they are, so a broken record stays readable.
 */
export function formatCompositeValue(kind: CompositeKind, parts: CompositeValue, language: Language): string {
  const partKind = partEditorKind(kind);
  const names = compositeParts(kind) as readonly string[];
  const record: Record<string, string | number | null> = {};
  for (const name of names) {
    const value = parts[name];
    const text = formatEditorValue(partKind, value, language);
    record[name] = typeof value === 'number' ? value : text === '' ? null : text;
  }
  const joined = joinComposite(kind, record);
  if (joined.ok) return joined.value;
  const pieces = names.map((name) => String(record[name] ?? ''));
  while (pieces.length > 0 && pieces[pieces.length - 1] === '') pieces.pop();
  return pieces.join(compositeDefinitions[kind].separator);
}
