import { languages } from '../../../src/domain/language/language-codes';
import type { Executor } from '../../db/executor';
import { inTransaction } from '../../db/executor';
import { deleteLicenceTemplateField, selectReferenceVersion, upsertLicenceTemplateField } from '../../db/repositories/licence-reference-data';
import { refused } from '../../errors';
import { defaultTemplateId } from '../../seed/field-templates';
import type { Caller } from '../caller';
import { rowReasons } from '../rows/row-reasons';
import { assertCanEditReferenceData, canEditReferenceData, recordReferenceChange } from './editor-access';
import { licenceTemplateFields } from './licence-templates';
import type { LicenceTemplateField } from './licence-templates';
import { referenceMessages } from './reference-messages';
import { isTemplateScreen } from './screen-kinds';
import type { TextsPerLanguage } from './texts-per-language';

/** A field as the template editor's grid holds it: the field it was loaded as (FieldKey) and its labels per language flat. */
export type EditorField = {
  FieldKey: string; FieldCode: string; LabelKey: string; EditorType: number; ListCategory: number | null; Required: boolean;
  Visible: boolean; AllowMultiEdit: boolean; FieldOrder: number; MaxLength: number | null; Standard: boolean; RowVersion: number;
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

function toEditorField(field: LicenceTemplateField): EditorField {
  const { Labels, ScreenName: _screen, TemplateID: _template, ...rest } = field;
  const row: EditorField = { FieldKey: field.FieldCode, ...rest };
  for (const language of languages) {
    const label = Labels[language];
    if (label !== undefined) row[`Label_${language}`] = label;
  }
  return row;
}

function screenOf(screenName: string): string {
  if (!isTemplateScreen(screenName)) throw refused(failed, referenceMessages.unknownScreen, { screen: screenName });
  return screenName;
}

/** One screen's standard template as the licence has it (spec 01 sections 3 and 7). */
export async function readTemplateEditor(db: Executor, caller: Caller, screenName: string): Promise<TemplateEditorAnswer> {
  const fields = await licenceTemplateFields(db, { licenceId: caller.licenceId, templateIds: [defaultTemplateId], screenName: screenOf(screenName) });
  return {
    ResultCode: 'Succes', CanEdit: await canEditReferenceData(db, caller), Version: await selectReferenceVersion(db, caller.licenceId),
    Fields: fields.map(toEditorField),
  };
}

/**
 * Saves the application manager's changes to one screen's template in one transaction (spec 01
 * sections 3 and 4): new fields (their values live in the records' extra fields), changed labels,
 * editor types, flags and order, and deletes of the licence's own fields. A shared field is never
 * deleted, only hidden, and deleting an own field keeps the values records hold for it.
 */
export async function saveTemplateFields(db: Executor, caller: Caller, screenName: string, action: 'INSERT' | 'UPDATE' | 'DELETE', incoming: readonly IncomingField[]): Promise<TemplateEditorAnswer> {
  await assertCanEditReferenceData(db, caller);
  const screen = screenOf(screenName);
  await inTransaction(db, async (trx) => {
    const fields = await licenceTemplateFields(trx, { licenceId: caller.licenceId, templateIds: [defaultTemplateId], screenName: screen });
    const byCode = new Map(fields.map((field) => [field.FieldCode, field]));
    const taken = new Set(byCode.keys());
    const write = async (code: string, from: IncomingField, base: LicenceTemplateField | undefined) => {
      await upsertLicenceTemplateField(trx, {
        licenceId: caller.licenceId, ScreenName: screen, TemplateID: defaultTemplateId, FieldCode: code,
        LabelsJson: JSON.stringify({ ...base?.Labels, ...from.Labels }),
        EditorType: from.EditorType ?? base?.EditorType ?? 1,
        ListCategory: from.ListCategory === undefined ? base?.ListCategory ?? null : from.ListCategory,
        Required: (from.Required ?? base?.Required ?? false) ? 1 : 0,
        MaxLength: from.MaxLength === undefined ? base?.MaxLength ?? null : from.MaxLength,
        AllowMultiEdit: (from.AllowMultiEdit ?? base?.AllowMultiEdit ?? false) ? 1 : 0,
        FieldOrder: from.FieldOrder ?? base?.FieldOrder ?? Math.max(0, ...fields.map((field) => field.FieldOrder)) + 10,
        Visible: (from.Visible ?? base?.Visible ?? true) ? 1 : 0,
        RowVersion: base ? base.RowVersion + 1 : 1,
      });
    };
    for (const field of incoming) {
      const stored = field.FieldKey === undefined ? undefined : byCode.get(field.FieldKey);
      if (action === 'INSERT') {
        const code = field.FieldCode ?? '';
        if (taken.has(code)) throw refused(failed, referenceMessages.fieldExists, { field: code });
        await write(code, field, undefined);
        taken.add(code);
        continue;
      }
      if (!stored) throw refused(failed, referenceMessages.fieldNotFound, { field: field.FieldKey ?? '' });
      if (field.RowVersion !== undefined && field.RowVersion !== stored.RowVersion) {
        throw refused(failed, action === 'DELETE' ? rowReasons.changedBeforeDelete : rowReasons.changedSince, { name: stored.FieldCode, fields: 'RowVersion' });
      }
      if (action === 'DELETE') {
        if (stored.Standard) throw refused(failed, referenceMessages.standardFieldKept, { field: stored.FieldCode });
        await deleteLicenceTemplateField(trx, caller.licenceId, screen, defaultTemplateId, stored.FieldCode);
        continue;
      }
      if (field.FieldCode !== undefined && field.FieldCode !== stored.FieldCode) throw refused(failed, referenceMessages.fieldCodeFixed, { field: stored.FieldCode });
      await write(stored.FieldCode, field, stored);
    }
    await recordReferenceChange(trx, caller, 'template', screen, action);
  });
  return readTemplateEditor(db, caller, screen);
}
