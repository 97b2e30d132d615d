import type { GridController } from '../../grid';
import type { RowKey } from '../../grid/model/patch';
import { recordName, shownValue } from '../../domain/concurrency/row-conflicts';
import type { FieldClash } from '../../domain/concurrency/row-conflicts';
import type { NoticeInput } from '../../ui/notices/notice-store';

/**
 * The notice of a field someone else saved another value into than this user's (spec 01 section 4):
 * the row by its name, both values, and that this user's value stays unsaved in the grid.
 */
export function clashNotice(controller: GridController<object>, clash: FieldClash & { rowKey: RowKey }): NoticeInput {
  const name = recordName((controller.loadedRow(clash.rowKey) ?? {}) as Record<string, unknown>, clash.rowKey);
  return { kind: 'error', messageKey: 'trust.conflict.sameField', params: { name, field: clash.field, mine: shownValue(clash.mine), theirs: shownValue(clash.theirs) } };
}
