import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of the repository (this file lives in tests/bench/grid). */
export const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The peers' data generator, relative to the peers folder (its README, 'Measuring another grid'). */
export const peersDataModule = join('pages', 'shared', 'data.js');

/**
 * The shared peer benchmark (`shared/bench/peers`, read-only). CI clones the project with shared/
 * beside it, so it is `../shared/bench/peers`; a worktree deeper down finds the nearest ancestor's.
 * PEERS_DIR overrides.
 */
export function peersDir(): string {
  if (process.env.PEERS_DIR) return resolve(process.env.PEERS_DIR);
  for (let dir = dirname(resolve(projectRoot)); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'bench', 'peers');
    if (existsSync(join(candidate, peersDataModule))) return candidate;
    if (dirname(dir) === dir) break;
  }
  throw new Error(`shared/bench/peers not found beside ${projectRoot} or above it; set PEERS_DIR`);
}
