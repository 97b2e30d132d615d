import { languages } from '../../../src/domain/language/language-codes';
import { normaliseName } from '../../../src/domain/validation/rules/unique';
import type { Executor } from '../../db/executor';
import { inTransaction } from '../../db/executor';
import { deleteLicenceCode, selectReferenceVersion, upsertLicenceCode } from '../../db/repositories/licence-reference-data';
import { refused } from '../../errors';
import type { Caller } from '../caller';
import { rowReasons } from '../rows/row-reasons';
import { codeUseCounts } from './code-uses';
import { assertCanEditReferenceData, canEditReferenceData, recordReferenceChange } from './editor-access';
import { licenceCategoryCodes } from './licence-codes';
import type { LicenceCode } from './licence-codes';
import { referenceMessages } from './reference-messages';
import type { TextsPerLanguage } from './texts-per-language';

/** A code as the editor's grid holds it: the code it was loaded as (CodeKey), its texts per language flat, and its use count. */
export type EditorCode = {
  CodeKey: string; GcCode: string; GcOrder: number; Active: boolean; Standard: boolean; UseCount: number; RowVersion: number;
} & Partial<Record<`Description_${(typeof languages)[number]}`, string>>;

/** The editor's answer: the list's codes, whether this user may change them, and the licence's version. */
export interface CodeListEditorAnswer {
  ResultCode: 'Succes';
  CanEdit: boolean;
  Version: number;
  Codes: EditorCode[];
}

/** A code as the editor sends it: what the user typed, the rest left out. */
export interface IncomingCode {
  CodeKey?: string | undefined;
  GcCode?: string | undefined;
  GcOrder?: number | undefined;
  Active?: boolean | undefined;
  RowVersion?: number | undefined;
  Descriptions: TextsPerLanguage;
}

const failed = 'Import_Failed';

function toEditorCode(code: LicenceCode, uses: number): EditorCode {
  const row: EditorCode = { CodeKey: code.GcCode, GcCode: code.GcCode, GcOrder: code.GcOrder, Active: code.Active, Standard: code.Standard, UseCount: uses, RowVersion: code.RowVersion };
  for (const language of languages) {
    const text = code.Descriptions[language];
    if (text !== undefined) row[`Description_${language}`] = text;
  }
  return row;
}

/** One list as the code-list editor shows it (spec 01 section 3), with each code's use count. */
export async function readCodeListEditor(db: Executor, caller: Caller, categoryId: number): Promise<CodeListEditorAnswer> {
  const codes = await licenceCategoryCodes(db, caller.licenceId, categoryId);
  const uses = await codeUseCounts(db, caller.licenceId, categoryId, codes);
  return {
    ResultCode: 'Succes', CanEdit: await canEditReferenceData(db, caller), Version: await selectReferenceVersion(db, caller.licenceId),
    Codes: codes.map((code) => toEditorCode(code, uses.get(code.GcCode) ?? 0)),
  };
}

type Write = (db: Executor, stored: LicenceCode | undefined, code: IncomingCode, uses: number) => Promise<void>;

function storedRow(caller: Caller, categoryId: number, code: string, fields: { descriptions: TextsPerLanguage; order: number; active: boolean; removed: boolean; version: number }) {
  return {
    licenceId: caller.licenceId, GcCategoryID: categoryId, GcCode: code, DescriptionsJson: JSON.stringify(fields.descriptions),
    GcOrder: fields.order, Active: fields.active ? 1 : 0, Removed: fields.removed ? 1 : 0, RowVersion: fields.version,
  };
}

/**
 * Saves the application manager's changes to one list in one transaction (spec 01 sections 3 and
 * 4): new codes, changed texts, order and state, and deletes. A code in use is never deleted or
 * renamed — the refusal names its use count — and a shared code deleted is only hidden for the licence.
 * Every save raises the licence's version, so browsers drop their day caches at the next screen.
 */
export async function saveCodeList(db: Executor, caller: Caller, categoryId: number, action: 'INSERT' | 'UPDATE' | 'DELETE', incoming: readonly IncomingCode[]): Promise<CodeListEditorAnswer> {
  await assertCanEditReferenceData(db, caller);
  await inTransaction(db, async (trx) => {
    const codes = await licenceCategoryCodes(trx, caller.licenceId, categoryId);
    const byCode = new Map(codes.map((code) => [code.GcCode, code]));
    const uses = await codeUseCounts(trx, caller.licenceId, categoryId, codes);
    const nextOrder = () => Math.max(0, ...[...byCode.values()].map((code) => code.GcOrder)) + 1;
    const remove = async (stored: LicenceCode) => {
      if (stored.Standard) await upsertLicenceCode(trx, storedRow(caller, categoryId, stored.GcCode, { descriptions: {}, order: stored.GcOrder, active: false, removed: true, version: stored.RowVersion + 1 }));
      else await deleteLicenceCode(trx, caller.licenceId, categoryId, stored.GcCode);
      byCode.delete(stored.GcCode);
    };
    const insert = async (code: string, from: IncomingCode, base?: LicenceCode) => {
      // Spec 01 section 5: a code is unique in its list trimmed and in any case, as the editor's grid checks it.
      const taken = [...byCode.keys()].find((stored) => normaliseName(stored) === normaliseName(code));
      if (taken !== undefined) throw refused(failed, referenceMessages.codeExists, { code: taken });
      const order = from.GcOrder ?? base?.GcOrder ?? nextOrder();
      await upsertLicenceCode(trx, storedRow(caller, categoryId, code, { descriptions: { ...base?.Descriptions, ...from.Descriptions }, order, active: from.Active ?? base?.Active ?? true, removed: false, version: 1 }));
      byCode.set(code, { GcCategoryID: categoryId, GcCode: code, Descriptions: {}, GcOrder: order, Active: true, Standard: false, RowVersion: 1, extraJson: null });
    };
    const writes: Record<typeof action, Write> = {
      INSERT: async (_db, _stored, code) => insert(code.GcCode ?? '', code),
      UPDATE: async (_db, stored, code, count) => {
        if (!stored) throw refused(failed, referenceMessages.codeNotFound, { code: code.CodeKey ?? '' });
        const renamed = code.GcCode !== undefined && code.GcCode !== stored.GcCode;
        if (renamed && count > 0) throw refused(failed, referenceMessages.codeInUse, { code: stored.GcCode, count });
        if (renamed) {
          await remove(stored);
          await insert(code.GcCode ?? '', code, stored);
          return;
        }
        await upsertLicenceCode(trx, storedRow(caller, categoryId, stored.GcCode, {
          descriptions: { ...stored.Descriptions, ...code.Descriptions }, order: code.GcOrder ?? stored.GcOrder,
          active: code.Active ?? stored.Active, removed: false, version: stored.RowVersion + 1,
        }));
      },
      DELETE: async (_db, stored, code, count) => {
        if (!stored) throw refused(failed, referenceMessages.codeNotFound, { code: code.CodeKey ?? '' });
        if (count > 0) throw refused(failed, referenceMessages.codeInUse, { code: stored.GcCode, count });
        await remove(stored);
      },
    };
    for (const code of incoming) {
      const stored = code.CodeKey === undefined ? undefined : byCode.get(code.CodeKey);
      if (stored && code.RowVersion !== undefined && code.RowVersion !== stored.RowVersion) {
        throw refused(failed, action === 'DELETE' ? rowReasons.changedBeforeDelete : rowReasons.changedSince, { name: stored.GcCode, fields: 'RowVersion' });
      }
      await writes[action](trx, stored, code, stored ? uses.get(stored.GcCode) ?? 0 : 0);
    }
    await recordReferenceChange(trx, caller, 'codeList', String(categoryId), action);
  });
  return readCodeListEditor(db, caller, categoryId);
}
