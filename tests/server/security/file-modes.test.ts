import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteFileName } from '../../../server/db/connection';
import { migrateToLatest } from '../../../server/db/migrate';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the data folder and the SQLite files are the server user\'s alone (ASVS V8)', () => {
  const made: string[] = [];
  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), 'fieldwork-modes-'));
    made.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates the folder 0700 and the database, -wal and -shm files 0600', async () => {
    const dataDir = join(scratch(), 'data');
    const database = openDatabase({ dataDir, databaseUrl: undefined, databaseSchema: undefined });
    try {
      await migrateToLatest(database);
      const file = join(dataDir, sqliteFileName);
      expect(modeOf(dataDir)).toBe(0o700);
      for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(path).toString(8), path).toBe('600');
    } finally {
      await database.close();
    }
  });

  it('tightens a folder and files an earlier version left readable to everyone', async () => {
    const dataDir = join(scratch(), 'old');
    mkdirSync(dataDir);
    const file = join(dataDir, sqliteFileName);
    const first = openDatabase({ dataDir, databaseUrl: undefined, databaseSchema: undefined });
    await migrateToLatest(first);
    await first.close();
    chmodSync(dataDir, 0o755);
    chmodSync(file, 0o644);
    writeFileSync(`${file}-shm`, '');
    chmodSync(`${file}-shm`, 0o644);
    const reopened = openDatabase({ dataDir, databaseUrl: undefined, databaseSchema: undefined });
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(file)).toBe(0o600);
      expect(modeOf(`${file}-shm`)).toBe(0o600);
    } finally {
      await reopened.close();
    }
  });
});
