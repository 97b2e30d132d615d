import { languages } from '../../../src/domain/language/language-codes';
import { templateFieldRowIssues } from '../../../src/domain/templates/template-field-rules';
import type { TemplateScreen } from '../../../src/domain/templates/template-screens';
import { normaliseName } from '../../../src/domain/validation/rules/unique';
import type { Executor } from '../../db/executor';
import { inTransaction } from '../../db/executor';
import { selectCategoryIds } from '../../db/repositories/code-lists';
import { deleteLicenceTemplateField, selectReferenceVersion, upsertLicenceTemplateField } from '../../db/repositories/licence-reference-data';
import { refused } from '../../errors';
import { defaultTemplateId } from '../../seed/field-templates';
import type { Caller } from '../caller';
import { describeIssues } from '../issue-text';
import { rowReasons } from '../rows/row-reasons';
import { assertCanEditReferenceData, canEditReferenceData, recordReferenceChange } from './editor-access';
import { fieldUseCounts } from './field-uses';
import { licenceTemplateFields } from './licence-templates';
import type { LicenceTemplateField } from './licence-templates';
import { referenceMessages } from './reference-messages';
import { requiredOnInsertFields } from './required-on-insert';
import { isTemplateScreen } from './screen-kinds';
import type { TextsPerLanguage } from './texts-per-language';

/**
 * A field as the template editor's grid holds it: the field it was loaded as (FieldKey), its labels per
 * language flat, and for a field of the licence's own how many records hold a value for it (null for a standard field).
 */
export type EditorField = {
  FieldKey: string; FieldCode: string; LabelKey: string; EditorType: number; ListCategory: number | null; Required: boolean;
  Visible: boolean; AllowMultiEdit: boolean; FieldOrder: number; MaxLength: number | null; Standard: boolean; RowVersion: number;
  UseCount: number | null;
  /** The server needs the field on a new record, so it stays Required (required-on-insert.ts). */
  RequiredOnInsert: boolean;
} & Partial<Record<`Label_${(typeof languages)[number]}`, string>>;

/** The editor's answer: a screen's fields, whether this user may change them, and the licence's version. */
export interface TemplateEditorAnswer {
  ResultCode: 'Succes';
  CanEdit: boolean;
  Version: number;
  Fields: EditorField[];
}

/** A field as the editor sends it: what the user typed, the rest left out. */
export interface IncomingField {
  FieldKey?: string | undefined;
  FieldCode?: string | undefined;
  EditorType?: number | undefined;
  ListCategory?: number | null | undefined;
  Required?: boolean | undefined;
  Visible?: boolean | undefined;
  AllowMultiEdit?: boolean | undefined;
  FieldOrder?: number | undefined;
  MaxLength?: number | null | undefined;
  RowVersion?: number | undefined;
  Labels: TextsPerLanguage;
}

const failed = 'Import_Failed';

function toEditorField(field: LicenceTemplateField, uses: number | null, requiredOnInsert: readonly string[]): EditorField {
  const { Labels, ScreenName: _screen, TemplateID: _template, ...rest } = field;
  const row: EditorField = { FieldKey: field.FieldCode, ...rest, UseCount: uses, RequiredOnInsert: requiredOnInsert.includes(field.FieldCode) };
  for (const language of languages) {
    const label = Labels[language];
    if (label !== undefined) row[`Label_${language}`] = label;
  }
  return row;
}

function screenOf(screenName: string): TemplateScreen {
  if (!isTemplateScreen(screenName)) throw refused(failed, referenceMessages.unknownScreen, { screen: screenName });
  return screenName;
}

/** One screen's standard template as the licence has it (spec 01 sections 3 and 7). */
export async function readTemplateEditor(db: Executor, caller: Caller, screenName: string): Promise<TemplateEditorAnswer> {
  const screen = screenOf(screenName);
  const fields = await licenceTemplateFields(db, { licenceId: caller.licenceId, templateIds: [defaultTemplateId], screenName: screen });
  const uses = await fieldUseCounts(db, caller.licenceId, screen, fields);
  const requiredOnInsert = requiredOnInsertFields(screen);
  return {
    ResultCode: 'Succes', CanEdit: await canEditReferenceData(db, caller), Version: await selectReferenceVersion(db, caller.licenceId),
    Fields: fields.map((field) => toEditorField(field, uses.get(field.FieldCode) ?? null, requiredOnInsert)),
  };
}

/** The field a write leaves: what was stored with what came laid over it, as the domain's rules read it. */
function mergedField(code: string, from: IncomingField, base: LicenceTemplateField | undefined, nextOrder: number): LicenceTemplateField {
  return {
    ScreenName: base?.ScreenName ?? '', TemplateID: defaultTemplateId, FieldCode: code, LabelKey: base?.LabelKey ?? '',
    Labels: { ...base?.Labels, ...from.Labels },
    EditorType: from.EditorType ?? base?.EditorType ?? 1,
    ListCategory: from.ListCategory === undefined ? base?.ListCategory ?? null : from.ListCategory,
    Required: from.Required ?? base?.Required ?? false,
    MaxLength: from.MaxLength === undefined ? base?.MaxLength ?? null : from.MaxLength,
    AllowMultiEdit: from.AllowMultiEdit ?? base?.AllowMultiEdit ?? false,
    FieldOrder: from.FieldOrder ?? base?.FieldOrder ?? nextOrder,
    Visible: from.Visible ?? base?.Visible ?? true,
    Standard: base?.Standard ?? false,
    RowVersion: base ? base.RowVersion + 1 : 1,
  };
}

/**
 * Saves the application manager's changes to one screen's template in one transaction (spec 01
 * sections 3 and 4): new fields (their values live in the records' extra fields), changed labels,
 * editor types, code lists, longest lengths, flags and order, and deletes of the licence's own fields, each checked with the
 * domain's rules of a template field. A standard field is never deleted, nor a field that records
 * hold values for (the refusal names how many): both can only be hidden. Every save raises the
 * licence's version, so browsers drop their day caches of templates at the next screen.
 */
export async function saveTemplateFields(db: Executor, caller: Caller, screenName: string, action: 'INSERT' | 'UPDATE' | 'DELETE', incoming: readonly IncomingField[]): Promise<TemplateEditorAnswer> {
  await assertCanEditReferenceData(db, caller);
  const screen = screenOf(screenName);
  await inTransaction(db, async (trx) => {
    const fields = await licenceTemplateFields(trx, { licenceId: caller.licenceId, templateIds: [defaultTemplateId], screenName: screen });
    const byCode = new Map(fields.map((field) => [field.FieldCode, field]));
    const uses = action === 'DELETE' ? await fieldUseCounts(trx, caller.licenceId, screen, fields) : new Map<string, number | null>();
    const context = { categories: await selectCategoryIds(trx), requiredOnInsert: requiredOnInsertFields(screen) };
    const write = async (field: LicenceTemplateField) => {
      const siblings = [...byCode.values()].map((sibling) => toEditorField(sibling, null, context.requiredOnInsert));
      const row = toEditorField(field, null, context.requiredOnInsert);
      const issues = templateFieldRowIssues(row, siblings, (a, b) => a.FieldKey === b.FieldKey, context);
      if (issues.length > 0) throw refused(failed, referenceMessages.fieldInvalid, { field: field.FieldCode, reason: describeIssues(issues) }, { issues });
      await upsertLicenceTemplateField(trx, {
        licenceId: caller.licenceId, ScreenName: screen, TemplateID: defaultTemplateId, FieldCode: field.FieldCode,
        LabelsJson: JSON.stringify(field.Labels), EditorType: field.EditorType, ListCategory: field.ListCategory,
        Required: field.Required ? 1 : 0, MaxLength: field.MaxLength, AllowMultiEdit: field.AllowMultiEdit ? 1 : 0,
        FieldOrder: field.FieldOrder, Visible: field.Visible ? 1 : 0, RowVersion: field.RowVersion,
      });
      byCode.set(field.FieldCode, field);
    };
    const nextOrder = () => Math.max(0, ...[...byCode.values()].map((field) => field.FieldOrder)) + 10;
    for (const field of incoming) {
      const stored = field.FieldKey === undefined ? undefined : byCode.get(field.FieldKey);
      if (action === 'INSERT') {
        const code = field.FieldCode?.trim() ?? '';
        // Spec 01 section 5: a name is unique in its template trimmed and in any case, as the editor's grid checks it.
        const taken = [...byCode.keys()].find((other) => normaliseName(other) === normaliseName(code));
        if (taken !== undefined) throw refused(failed, referenceMessages.fieldExists, { field: taken });
        await write(mergedField(code, field, undefined, nextOrder()));
        continue;
      }
      if (!stored) throw refused(failed, referenceMessages.fieldNotFound, { field: field.FieldKey ?? '' });
      if (field.RowVersion !== undefined && field.RowVersion !== stored.RowVersion) {
        throw refused(failed, action === 'DELETE' ? rowReasons.changedBeforeDelete : rowReasons.changedSince, { name: stored.FieldCode, fields: 'RowVersion' });
      }
      if (action === 'DELETE') {
        if (stored.Standard) throw refused(failed, referenceMessages.standardFieldKept, { field: stored.FieldCode });
        const count = uses.get(stored.FieldCode) ?? 0;
        if (count !== null && count > 0) throw refused(failed, referenceMessages.fieldInUse, { field: stored.FieldCode, count });
        await deleteLicenceTemplateField(trx, caller.licenceId, screen, defaultTemplateId, stored.FieldCode);
        byCode.delete(stored.FieldCode);
        continue;
      }
      if (field.FieldCode !== undefined && field.FieldCode !== stored.FieldCode) throw refused(failed, referenceMessages.fieldCodeFixed, { field: stored.FieldCode });
      await write(mergedField(stored.FieldCode, field, stored, nextOrder()));
    }
    await recordReferenceChange(trx, caller, 'template', screen, action);
  });
  return readTemplateEditor(db, caller, screen);
}
