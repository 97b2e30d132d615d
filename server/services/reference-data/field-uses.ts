import type { TemplateScreen } from '../../../src/domain/templates/template-screens';
import type { Executor } from '../../db/executor';
import { countRowsWithValue } from '../../db/repositories/licence-row-counts';
import type { LicenceTemplateField } from './licence-templates';
import { screenKinds } from './screen-kinds';

/**
 * How many of the licence's records hold a value for each of the licence's own fields of one screen
 * (spec 01 sections 3 and 4): such a field is never deleted, only hidden, so no stored value loses
 * its field. Standard fields are left out (null): they are never deleted, and counting every column
 * of a large licence would cost a scan each.
 */
export async function fieldUseCounts(db: Executor, licenceId: number, screen: TemplateScreen, fields: readonly LicenceTemplateField[]): Promise<Map<string, number | null>> {
  const counts = new Map<string, number | null>();
  for (const field of fields) {
    counts.set(field.FieldCode, field.Standard ? null : await countRowsWithValue(db, licenceId, screenKinds[screen], field.FieldCode));
  }
  return counts;
}
