import type SqliteDatabase from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

/** How one statement's rows are made: its column names and the function that makes a row object of their values. */
interface RowShape {
  names: string[];
  build: (values: readonly unknown[]) => Record<string, unknown>;
}

/**
 * The row maker is written for the statement's columns: one object literal, so V8 makes every row in one step with one
 * shape, where setting 84 properties by name from a list goes through its slowest (megamorphic) path each time. The
 * names come from the database's own columns and are written as JSON string literals; a later column of a repeated
 * name wins at the first one's place, as when better-sqlite3 sets them in turn, and __proto__ is a computed key so it
 * stays a column.
 */
function rowMaker(names: readonly string[]): RowShape['build'] {
  const lastIndexOf = new Map(names.map((name, index) => [name, index]));
  const members = [...lastIndexOf].map(([name, index]) => `${name === '__proto__' ? `[${JSON.stringify(name)}]` : JSON.stringify(name)}: v[${index}]`);
  return new Function('v', `return { ${members.join(', ')} };`) as RowShape['build'];
}

/** Row makers by column list: every query is prepared anew, and the app reads a bounded set of column lists. */
const rowMakers = new Map<string, RowShape['build']>();
const rowMakersKept = 1000;

function shapeOf(columns: readonly SqliteDatabase.ColumnDefinition[]): RowShape {
  const names = columns.map((column) => column.name);
  const key = names.join('\u0000');
  let build = rowMakers.get(key);
  if (!build) {
    if (rowMakers.size >= rowMakersKept) rowMakers.clear();
    rowMakers.set(key, (build = rowMaker(names)));
  }
  return { names, build };
}

function sameNames(shape: RowShape, columns: readonly SqliteDatabase.ColumnDefinition[]): boolean {
  return shape.names.length === columns.length && columns.every((column, index) => column.name === shape.names[index]);
}

/**
 * A statement whose rows are read as arrays and made into objects by its columns' row maker.
 * better-sqlite3 builds each row object a property at a time, which leaves a wide row (a layer's
 * 84 columns) a slow dictionary: reading 10,000 layers took 165 ms, 100 of them making objects.
 * Rows made by one object literal share a shape and cost little more than the arrays. Rows keep better-sqlite3's form: one
 * property per column name in column order, a later column of the same name winning (and a column
 * named __proto__ stays a column). The columns are asked again after each run, as SQLite prepares a
 * statement anew at its next run after a migration changed its table (a `select *` then has more columns).
 */
export function withFastRows(statement: SqliteDatabase.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  let shape = shapeOf(statement.columns());
  const currentShape = (): RowShape => {
    const columns = statement.columns();
    if (!sameNames(shape, columns)) shape = shapeOf(columns);
    return shape;
  };
  const arrays = statement.raw(true);
  return {
    reader: true,
    all: (parameters) => {
      const rows = arrays.all(parameters) as unknown[][];
      return rows.map(currentShape().build);
    },
    run: (parameters) => arrays.run(parameters),
    *iterate(parameters) {
      let toObject: ((values: readonly unknown[]) => Record<string, unknown>) | undefined;
      for (const values of arrays.iterate(parameters) as IterableIterator<unknown[]>) yield (toObject ??= currentShape().build)(values);
    },
  };
}
