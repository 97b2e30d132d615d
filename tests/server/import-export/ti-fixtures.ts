import { entityDescriptors, rowVersionField } from '../../../src/domain/entities/entity-descriptors';
import type { TiDocument } from '../../../src/domain/formats/ti/ti-document';
import type { TestServer } from '../harness';

/**
 * Last-changed stamps: an import writes them at its own time (spec 01 section 3, 'Entity last-changed fields'); and the
 * row version, which the server counts per row (a copy starts again at 1, whatever its source went through).
 */
const stampFields = new Set<string | null>([...Object.values(entityDescriptors).map((descriptor) => descriptor.lastChangedField).filter(Boolean), rowVersionField]);

/**
 * A document as a person compares two trees: GUIDs replaced by their order of first appearance (so links
 * stay visible: a layer's MpGuid is its point's number), stamps, row versions, the code and the export time left out.
 */
export function comparableTree(document: TiDocument): unknown {
  const ordinals = new Map<string, string>();
  const plain = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row)
    .filter(([field]) => !stampFields.has(field) && field !== 'PrCode')
    .map(([field, value]) => {
      if (!/guid$/i.test(field) || typeof value !== 'string') return [field, value];
      const key = value.toLowerCase();
      if (!ordinals.has(key)) ordinals.set(key, `guid#${ordinals.size}`);
      return [field, ordinals.get(key)];
    })
    .sort(([a], [b]) => String(a).localeCompare(String(b))));
  return { project: plain(document.project), tables: Object.fromEntries(Object.entries(document.tables).map(([table, rows]) => [table, rows.map(plain)])) };
}

/** The licence and user id of the test server's own user, who owns the projects a test seeds. */
export async function testerOwner(server: TestServer): Promise<{ licenceId: number; userId: number }> {
  const user = await server.db.selectFrom('users').select(['id', 'licenceId']).where('username', '=', 'tester').executeTakeFirstOrThrow();
  return { licenceId: user.licenceId, userId: user.id };
}
