import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoAccount } from './server-process';

/** The path of a client route under the app's base /Web/ (spec 01 section 9): appPath('login') → '/Web/login'. */
export function appPath(route: string): string {
  return `/Web/${route.replace(/^\/+/, '')}`;
}

/**
 * How the helpers find the sign-in form (spec 01 section 2: user name, password, licence, language):
 * by accessible label and role, in Dutch (the default) or English. The one place to change when the
 * screen's wording changes.
 */
export const signInForm = {
  path: 'login',
  username: /^\s*(gebruikersnaam|user ?name)\b/i,
  password: /^\s*(wachtwoord|password)\b/i,
  licence: /^\s*(licentie(nummer)?|licen[cs]e( ?number)?)\b/i,
  language: /^\s*(taal|language)\b/i,
  submit: /^\s*(aanmelden|inloggen|sign in|log in)\s*$/i,
} as const;

/** The demo project the server seeds (server/seed/demo-project.ts), and how a project URL looks. */
export const demoProject = {
  code: 'DEMO-AMF',
  name: 'Bodemonderzoek Amersfoort Centrum',
  url: /\/Web\/project\/(\d+)(\/|$)/,
} as const;

/** What signIn types; language is the option's value or visible label (e.g. 'en' or 'English'). */
export interface SignInDetails {
  username: string;
  password: string;
  licence?: number | string;
  language?: string;
}

/**
 * Signs in through the real sign-in form — opening /Web/login unless it is already shown — and
 * waits until the app has left it. Defaults to the demo account.
 */
export async function signIn(page: Page, details: SignInDetails = demoAccount): Promise<void> {
  const username = page.getByLabel(signInForm.username);
  if (!(await username.isVisible())) await page.goto(appPath(signInForm.path));
  await username.fill(details.username);
  await page.getByLabel(signInForm.password).fill(details.password);
  if (details.licence !== undefined) await page.getByLabel(signInForm.licence).fill(String(details.licence));
  if (details.language !== undefined) await page.getByLabel(signInForm.language).selectOption(details.language);
  await page.getByRole('button', { name: signInForm.submit }).click();
  await page.waitForURL((url) => !url.pathname.endsWith(`/${signInForm.path}`));
}

/**
 * From the project list, opens the seeded demo project by its code and answers its project id
 * (the first step of most browser tests). Call after signIn.
 */
export async function openDemoProject(page: Page): Promise<number> {
  if (new URL(page.url()).pathname !== appPath('')) await page.goto(appPath(''));
  await page.getByText(demoProject.code, { exact: true }).first().click();
  await page.waitForURL(demoProject.url);
  const id = demoProject.url.exec(page.url())?.[1];
  if (id === undefined) throw new Error(`not on a project page: ${page.url()}`);
  return Number(id);
}

/** Waits until a record screen's toolbar is drawn: its save (the project's shows only with unsaved changes, spec 01 section 2) or its delete. */
export async function recordToolbarDrawn(page: Page): Promise<void> {
  await page.getByRole('toolbar').getByRole('button', { name: /^(Opslaan|Verwijderen)$/ }).first().waitFor();
}

/**
 * Runs a palette command by typing its title, as a person would. On a screen still settling (its
 * record not yet loaded) the command may be missing at first: the open palette offers it once the
 * screen publishes it, so this waits for it to lead the list, then moves the highlight there
 * (Home: an item highlighted before it arrived keeps the highlight) and presses Enter.
 */
export async function runPaletteCommand(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await page.keyboard.press('Control+K');
  const input = dialog.getByRole('combobox');
  await input.fill(title);
  // allTextContents answers at once (an empty list while nothing matches), so each poll is a quick look.
  const first = async (options: Parameters<Page['getByRole']>[1] = {}) => (await dialog.getByRole('option', options).allTextContents())[0] ?? '';
  await expect.poll(() => first(), { message: `the palette does not offer '${title}'` }).toContain(title);
  await input.press('Home');
  await expect.poll(() => first({ selected: true })).toContain(title);
  await page.keyboard.press('Enter');
}
