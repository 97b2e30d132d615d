import { fromServerLanguage, languages } from '../../../src/domain/language/language-codes';
import type { Language, ServerLanguageCode } from '../../../src/domain/language/language-codes';
import type { Executor } from '../../db/executor';
import { selectCategoryCodes } from '../../db/repositories/code-lists';
import type { GeneralCodeRow } from '../../db/repositories/code-lists';
import { selectLicenceCodes } from '../../db/repositories/licence-reference-data';
import type { LicenceCodeRow } from '../../db/repositories/licence-reference-data';
import { parseTexts, textIn } from './texts-per-language';
import type { TextsPerLanguage } from './texts-per-language';

/** One code of a licence's list as the editor shows it: its text in every language, whether shared, and its state. */
export interface LicenceCode {
  GcCategoryID: number;
  GcCode: string;
  Descriptions: TextsPerLanguage;
  GcOrder: number;
  Active: boolean;
  /** A shared code (migration 0004) rather than one the licence added. */
  Standard: boolean;
  /** Version of the licence's row; 1 for a shared code the licence never changed (spec 01 section 4). */
  RowVersion: number;
  /** The shared code's extras (coordinate system bounds, …). */
  extraJson: string | null;
}

const keyOf = (categoryId: number, code: string) => `${categoryId}\u0000${code}`;

function sharedCodes(rows: readonly GeneralCodeRow[]): Map<string, LicenceCode> {
  const codes = new Map<string, LicenceCode>();
  for (const row of rows) {
    const key = keyOf(Number(row.GcCategoryID), row.GcCode);
    const code = codes.get(key) ?? {
      GcCategoryID: Number(row.GcCategoryID), GcCode: row.GcCode, Descriptions: {}, GcOrder: Number(row.GcOrder),
      Active: true, Standard: true, RowVersion: 1, extraJson: row.GcExtraJson,
    };
    code.Descriptions[fromServerLanguage(row.GcLanguage)] = row.GcDescription;
    codes.set(key, code);
  }
  return codes;
}

/**
 * The shared codes with the licence's own rows laid over them (spec 01 sections 3 and 7): a row of
 * the licence changes a shared code's texts, order or state, removes it, or adds a code of its own.
 */
export function mergeLicenceCodes(shared: readonly GeneralCodeRow[], own: readonly LicenceCodeRow[]): LicenceCode[] {
  const codes = sharedCodes(shared);
  for (const row of own) {
    const key = keyOf(Number(row.GcCategoryID), row.GcCode);
    if (Number(row.Removed) === 1) {
      codes.delete(key);
      continue;
    }
    const base = codes.get(key);
    codes.set(key, {
      GcCategoryID: Number(row.GcCategoryID), GcCode: row.GcCode,
      Descriptions: { ...base?.Descriptions, ...parseTexts(row.DescriptionsJson) },
      GcOrder: Number(row.GcOrder), Active: Number(row.Active) === 1, Standard: base !== undefined,
      RowVersion: Number(row.RowVersion), extraJson: base?.extraJson ?? null,
    });
  }
  return [...codes.values()].sort((a, b) => a.GcCategoryID - b.GcCategoryID || a.GcOrder - b.GcOrder || a.GcCode.localeCompare(b.GcCode));
}

/** One category's codes for the licence, every language. */
export async function licenceCategoryCodes(db: Executor, licenceId: number, categoryId: number): Promise<LicenceCode[]> {
  const [shared, own] = await Promise.all([selectCategoryCodes(db, categoryId), selectLicenceCodes(db, licenceId, categoryId)]);
  return mergeLicenceCodes(shared, own);
}

/** A code's description in `language` (its code when it has none in any language). */
export function descriptionIn(code: LicenceCode, language: ServerLanguageCode | Language): string {
  const twoLetters = (languages as readonly string[]).includes(language) ? language as Language : fromServerLanguage(language);
  return textIn(code.Descriptions, twoLetters) ?? code.GcCode;
}
