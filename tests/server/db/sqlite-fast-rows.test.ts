import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withFastRows } from '../../../server/db/sqlite-fast-rows';

describe('SQLite rows read as arrays into one shape per statement', () => {
  let file: SqliteDatabase.Database;
  beforeEach(() => {
    file = new SqliteDatabase(':memory:');
    const columns = Array.from({ length: 84 }, (_, index) => `c${index}`);
    file.exec(`create table wide (id integer primary key, ${columns.map((column) => `${column} text`).join(', ')}); create table other (id integer, c0 text)`);
    const insert = file.prepare(`insert into wide (id, c0, c41, c83) values (?, ?, ?, ?)`);
    for (let id = 1; id <= 50; id++) insert.run(id, `first ${id}`, id % 3 === 0 ? null : id * 1.5, id % 2 === 0 ? 'even' : null);
    file.prepare('insert into other values (?, ?)').run(7, 'from other');
  });
  afterEach(() => file.close());

  it('gives every row as better-sqlite3 does: every column, in column order, nulls kept', () => {
    const text = 'select * from wide where id > ? order by id';
    const own = file.prepare(text).all(10);
    const fast = withFastRows(file.prepare(text)).all([10]) as Record<string, unknown>[];
    expect(fast).toEqual(own);
    expect(fast).toHaveLength(40);
    expect(Object.keys(fast[0] ?? {})).toEqual(Object.keys(own[0] as object));
    expect(fast[0]).toMatchObject({ id: 11, c0: 'first 11', c41: '16.5', c83: null });
  });

  it('lets a later column of the same name win, and keeps a column named __proto__ a column, never the prototype', () => {
    const text = 'select wide.c0, other.c0 from wide join other on other.id = wide.id';
    expect(withFastRows(file.prepare(text)).all([])).toEqual(file.prepare(text).all());
    expect(withFastRows(file.prepare(text)).all([])).toEqual([{ c0: 'from other' }]);
    const fast = withFastRows(file.prepare(`select other.id as "__proto__" from other`)).all([]) as Record<string, unknown>[];
    expect(Object.getPrototypeOf(fast[0])).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(fast[0], '__proto__')?.value).toBe(7);
  });

  it('iterates the same rows as it reads them all, and leaves statements that read nothing as they are', () => {
    const reader = withFastRows(file.prepare('select id, c83 from wide where c83 is not null order by id'));
    expect([...reader.iterate([])]).toEqual(reader.all([]));
    expect(reader.all([])).toHaveLength(25);
    const writer = file.prepare('update wide set c1 = ? where id <= ?');
    expect(withFastRows(writer)).toBe(writer);
    expect(withFastRows(writer).run(['x', 5]).changes).toBe(5);
  });

  it('gives the new column of a table a migration changed, as SQLite prepares the statement anew', () => {
    const text = 'select * from other';
    const reader = withFastRows(file.prepare(text));
    expect(reader.all([])).toEqual([{ id: 7, c0: 'from other' }]);
    file.exec(`alter table other add column added text default 'new'`);
    expect(reader.all([])).toEqual([{ id: 7, c0: 'from other', added: 'new' }]);
    expect([...reader.iterate([])]).toEqual([{ id: 7, c0: 'from other', added: 'new' }]);
  });
});
