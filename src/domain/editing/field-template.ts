import * as z from 'zod';

/**
 * One row of GetTemplatesData's Result.templates (spec 01 section 7, 'Other calls'): how one field
 * of one screen is drawn. The spec names the call but not its columns; these are the ones the
 * editors need, with the multi-edit flag of spec 01 section 4.
 */
export interface FieldTemplate {
  /** Wire name of the field, e.g. 'MpName'; for a composite its kind ('texture') or first stored part ('LaFrom'). */
  readonly FieldCode: string;
  /** Translation key of the field's label. */
  readonly LabelKey: string;
  /** The licence's own label in the user's language (a field the application manager added or relabelled); it wins over LabelKey. */
  readonly Label?: string | null;
  /** Numeric field-editor type (spec 01 section 3 table); unknown codes draw a label. */
  readonly EditorType: number;
  /** Code-list category (tblGeneralCodes.GcCategoryID) of a list field, otherwise null. */
  readonly ListCategory: number | null;
  /** A value is required (spec 01 section 5, 'Required field'). */
  readonly Required: boolean;
  /** Longest accepted text in characters, null for no template limit. */
  readonly MaxLength: number | null;
  /** Offered in multi-edit (spec 01 section 4). */
  readonly AllowMultiEdit: boolean;
  /** Position on the screen, ascending. */
  readonly FieldOrder: number;
  /** Drawn at all. */
  readonly Visible: boolean;
  /** Screen the row belongs to, e.g. 'MeasurementPoint'. */
  readonly ScreenName: string;
  /** Optional pattern the value must match, case-insensitive (spec 01 section 5, 'does not match the pattern'). */
  readonly Pattern?: string | null;
}

/** Flags arrive as booleans, 0/1 or text depending on the server's database; all read the same. */
function wireFlag(missing: boolean) {
  return z
    .union([z.boolean(), z.number(), z.string()])
    .nullish()
    .transform((value) => {
      if (value === null || value === undefined) return missing;
      if (typeof value === 'boolean') return value;
      if (typeof value === 'number') return value !== 0;
      return /^(?:1|true|j|y|t)$/i.test(value.trim());
    });
}

const wireInteger = z.union([z.number().int(), z.string().trim().regex(/^-?\d+$/).transform(Number)]);

/**
 * Reads a GetTemplatesData row (spec 01 section 7). Missing flags default to what an absent column
 * most likely means: visible, not required, not offered in multi-edit. Unknown columns pass through.
 */
export const fieldTemplateSchema = z.looseObject({
  FieldCode: z.string().min(1),
  LabelKey: z.string(),
  Label: z.string().nullish(),
  EditorType: wireInteger,
  ListCategory: wireInteger.nullish().transform((value) => value ?? null),
  Required: wireFlag(false),
  MaxLength: wireInteger.nullish().transform((value) => (value !== null && value !== undefined && value > 0 ? value : null)),
  AllowMultiEdit: wireFlag(false),
  FieldOrder: z.number().default(0),
  Visible: wireFlag(true),
  ScreenName: z.string().default(''),
  Pattern: z.string().nullish(),
});

/**
 * The fields a screen draws (spec 01 section 2, 'fields by field-editor type'): visible rows of
 * `screenName` (all screens when omitted) in FieldOrder; rows with equal order keep the server's order.
 */
export function visibleFieldTemplates(templates: readonly FieldTemplate[], screenName?: string): FieldTemplate[] {
  return templates
    .filter((template) => template.Visible && (screenName === undefined || template.ScreenName === screenName))
    .map((template, index) => ({ template, index }))
    .sort((a, b) => a.template.FieldOrder - b.template.FieldOrder || a.index - b.index)
    .map(({ template }) => template);
}

/** The fields multi-edit offers (spec 01 section 4: only those whose AllowMultiEdit is true). */
export function multiEditFieldTemplates(templates: readonly FieldTemplate[], screenName?: string): FieldTemplate[] {
  return visibleFieldTemplates(templates, screenName).filter((template) => template.AllowMultiEdit);
}
