import { listSavesFullText } from '../../../src/domain/codes/field-editor-types';
import type { Executor } from '../../db/executor';
import { countRowsByValue } from '../../db/repositories/licence-row-counts';
import { defaultTemplateId } from '../../seed/field-templates';
import { isTemplateScreen, screenKinds } from './screen-kinds';
import { licenceTemplateFields } from './licence-templates';
import type { LicenceCode } from './licence-codes';

/**
 * How many of the licence's records use each code of a list (spec 01 section 3): every field of
 * the licence's templates whose ListCategory is the list is counted, by code, or by description for
 * the fields that store the full text (MpDrillingMasterCode, …). A code counted here is in use and
 * can only be deactivated, never deleted, so no stored value loses its meaning.
 */
export async function codeUseCounts(db: Executor, licenceId: number, categoryId: number, codes: readonly LicenceCode[]): Promise<Map<string, number>> {
  const fields = (await licenceTemplateFields(db, { licenceId, templateIds: [defaultTemplateId] }))
    .filter((field) => field.ListCategory === categoryId && isTemplateScreen(field.ScreenName));
  const places = new Map(fields.map((field) => {
    const kind = screenKinds[field.ScreenName as keyof typeof screenKinds];
    return [`${kind}.${field.FieldCode}`, { kind, field: field.FieldCode }] as const;
  }));
  const counts = new Map(codes.map((code) => [code.GcCode, 0]));
  for (const place of places.values()) {
    const byValue = await countRowsByValue(db, licenceId, place.kind, place.field);
    for (const code of codes) {
      const values = listSavesFullText(place.field) ? new Set(Object.values(code.Descriptions)) : new Set([code.GcCode]);
      let uses = 0;
      for (const value of values) uses += byValue.get(value) ?? 0;
      counts.set(code.GcCode, (counts.get(code.GcCode) ?? 0) + uses);
    }
  }
  return counts;
}
