import type { Executor } from '../../db/executor';
import { selectFieldTemplates } from '../../db/repositories/code-lists';
import type { FieldTemplateRow } from '../../db/repositories/code-lists';
import { selectLicenceTemplateFields } from '../../db/repositories/licence-reference-data';
import type { LicenceTemplateFieldRow } from '../../db/repositories/licence-reference-data';
import { defaultTemplateId } from '../../seed/field-templates';
import { parseTexts } from './texts-per-language';
import type { TextsPerLanguage } from './texts-per-language';

/** One field of a licence's template: the shared field or the licence's version of it, or a field of its own. */
export interface LicenceTemplateField {
  ScreenName: string;
  TemplateID: number;
  FieldCode: string;
  LabelKey: string;
  /** The licence's own label per language; empty for a field drawn with its translation key. */
  Labels: TextsPerLanguage;
  EditorType: number;
  ListCategory: number | null;
  Required: boolean;
  MaxLength: number | null;
  AllowMultiEdit: boolean;
  FieldOrder: number;
  Visible: boolean;
  /** A field of the shared template (migration 0004) rather than one the licence added. */
  Standard: boolean;
  /** Version of the licence's row; 1 for a shared field the licence never changed (spec 01 section 4). */
  RowVersion: number;
}

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));
const keyOf = (row: { ScreenName: string; TemplateID: number; FieldCode: string }) => `${row.ScreenName}\u0000${Number(row.TemplateID)}\u0000${row.FieldCode}`;

/** A licence's own fields get a translation key of their own, which no locale has: their labels come from the licence. */
const ownFieldLabelKey = (fieldCode: string) => `field.${fieldCode}`;

function fromShared(row: FieldTemplateRow): LicenceTemplateField {
  return {
    ScreenName: row.ScreenName, TemplateID: Number(row.TemplateID), FieldCode: row.FieldCode, LabelKey: row.LabelKey, Labels: {},
    EditorType: Number(row.EditorType), ListCategory: numberOrNull(row.ListCategory), Required: Number(row.Required) === 1,
    MaxLength: numberOrNull(row.MaxLength), AllowMultiEdit: Number(row.AllowMultiEdit) === 1, FieldOrder: Number(row.FieldOrder),
    Visible: Number(row.Visible) === 1, Standard: true, RowVersion: 1,
  };
}

function fromOwn(row: LicenceTemplateFieldRow, base: LicenceTemplateField | undefined): LicenceTemplateField {
  return {
    ScreenName: row.ScreenName, TemplateID: Number(row.TemplateID), FieldCode: row.FieldCode,
    LabelKey: base?.LabelKey ?? ownFieldLabelKey(row.FieldCode), Labels: parseTexts(row.LabelsJson),
    EditorType: Number(row.EditorType), ListCategory: numberOrNull(row.ListCategory), Required: Number(row.Required) === 1,
    MaxLength: numberOrNull(row.MaxLength), AllowMultiEdit: Number(row.AllowMultiEdit) === 1, FieldOrder: Number(row.FieldOrder),
    Visible: Number(row.Visible) === 1, Standard: base !== undefined, RowVersion: Number(row.RowVersion),
  };
}

/** The shared fields with the licence's rows laid over them, in screen, template and field order. */
function mergeLicenceTemplates(shared: readonly FieldTemplateRow[], own: readonly LicenceTemplateFieldRow[]): LicenceTemplateField[] {
  const fields = new Map(shared.map((row) => [keyOf(row), fromShared(row)]));
  for (const row of own) fields.set(keyOf(row), fromOwn(row, fields.get(keyOf(row))));
  return [...fields.values()].sort((a, b) => a.ScreenName.localeCompare(b.ScreenName) || a.TemplateID - b.TemplateID || a.FieldOrder - b.FieldOrder);
}

/** Which template fields to read for a licence. */
export interface LicenceTemplateFilter {
  licenceId: number;
  templateIds: readonly number[];
  screenName?: string;
  fieldCode?: string;
}

/** The licence's template fields (spec 01 sections 3 and 7). */
export async function licenceTemplateFields(db: Executor, filter: LicenceTemplateFilter): Promise<LicenceTemplateField[]> {
  const { licenceId, ...shared } = filter;
  const [rows, own] = await Promise.all([
    selectFieldTemplates(db, shared),
    selectLicenceTemplateFields(db, licenceId, { ...(filter.screenName === undefined ? {} : { screenName: filter.screenName }), templateIds: filter.templateIds }),
  ]);
  return mergeLicenceTemplates(rows, own.filter((row) => filter.fieldCode === undefined || row.FieldCode === filter.fieldCode));
}


/** Which fields of a project's template to read. */
export interface ProjectTemplateFilter {
  licenceId: number;
  /** The project's PrTemplateID, or the standard template. */
  templateId: number;
  screenName?: string;
  fieldCode?: string;
}

/**
 * The fields a project's screens draw (spec 01 sections 3 and 7): its own template (PrTemplateID)
 * for each screen that template defines, the standard template 1 for every other screen, so a
 * project always gets a complete set of screens.
 */
export async function projectTemplateFields(db: Executor, filter: ProjectTemplateFilter): Promise<LicenceTemplateField[]> {
  const { templateId, ...rest } = filter;
  const fields = await licenceTemplateFields(db, { ...rest, templateIds: templateId === defaultTemplateId ? [defaultTemplateId] : [templateId, defaultTemplateId] });
  const screensWithOwnTemplate = new Set(fields.filter((field) => field.TemplateID === templateId).map((field) => field.ScreenName));
  return fields.filter((field) => (screensWithOwnTemplate.has(field.ScreenName) ? field.TemplateID === templateId : true));
}
