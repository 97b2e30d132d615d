import type SqliteDatabase from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

/**
 * A statement whose rows are read as arrays and copied into clones of one object per statement.
 * better-sqlite3 builds each row object a property at a time, which leaves a wide row (a layer's
 * 84 columns) a slow dictionary: reading 10,000 layers took 165 ms, 100 of them making objects.
 * Clones of one template share a shape and take half that. Rows keep better-sqlite3's form: one
 * property per column name in column order, a later column of the same name winning (and a column
 * named __proto__ stays a column).
 */
export function withFastRows(statement: SqliteDatabase.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  const template: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, null]));
  const toObject = (values: readonly unknown[]): Record<string, unknown> => {
    const row = { ...template };
    for (let index = 0; index < names.length; index++) row[names[index] as string] = values[index];
    return row;
  };
  const arrays = statement.raw(true);
  return {
    reader: true,
    all: (parameters) => (arrays.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => arrays.run(parameters),
    *iterate(parameters) {
      for (const values of arrays.iterate(parameters) as IterableIterator<unknown[]>) yield toObject(values);
    },
  };
}
