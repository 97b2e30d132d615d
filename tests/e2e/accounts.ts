import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { SignInDetails } from './app-actions';
import { projectRoot } from './client-build';
import { demoAccount } from './server-process';

/** What addDemoLicenceUser makes: the user's name, and whether they get every right (as the demo user has). */
export interface DemoLicenceUser {
  username: string;
  allRights?: boolean;
  /** Another licence than the demo's (made on first use, as the admin command does). */
  licence?: number;
}

/**
 * Adds a user to the demo licence of the file's server through the admin CLI, as an administrator
 * would (README, `npm run admin -- add-user`), and answers how to sign in as them. For a test whose
 * saved settings (per user, spec 02 section 7) must not reach the other tests, which sign in as demo.
 */
export function addDemoLicenceUser(dataDir: string, user: DemoLicenceUser): SignInDetails {
  // A password the rules take (spec 02 section 5, ASVS 2.1): long, uncommon, without the user name.
  const details = { username: user.username, password: `zandlaag-${randomBytes(6).toString('hex')}`, licence: user.licence ?? demoAccount.licenceNumber };
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const args = ['add-user', '--licence', String(details.licence), '--username', details.username];
  // The admin command reads the password from standard input, never from the command line.
  execFileSync(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args, ...(user.allRights ? ['--all-rights'] : [])], {
    cwd: projectRoot, env: { ...env, DATA_DIR: dataDir }, input: `${details.password}\n`, stdio: ['pipe', 'pipe', 'pipe'],
  });
  return details;
}

/** Answers the local OpenID Connect provider's development login and consent pages as `login` (tests/server/local-oidc.ts). */
export async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}
