import { ensureClientBuild } from './client-build';

/**
 * Optional Vitest globalSetup of the e2e project: builds the client once before any test file
 * starts, so no file's start-up pays for it (issue 4, deliver 6). Without it the first file builds.
 */
export default async function buildClientOnce(): Promise<void> {
  await ensureClientBuild();
}
