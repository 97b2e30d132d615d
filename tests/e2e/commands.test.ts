import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './client-build';
import {
  appPath, demoProject, expectNoPageProblems, expectNoSeriousA11yViolations, openDemoProject, recordToolbarDrawn, signIn, useE2eHarness,
} from './harness';

/**
 * The commands in real Chromium against the real server: the palette opened
 * from the keyboard, a command run by typing part of its name, a jump to a point by name (by the
 * page and from the root's record search), Escape and Backspace stepping back, the commands of a
 * screen that finished loading after the palette opened, Ctrl+S on an edited
 * record screen, the next record by its hotkey, the shortcut overlay on '?', and the rights message
 * shown instead of running a command the user has no right to. Contexts start in
 * Dutch (harness defaultContextOptions), so the texts asserted are the Dutch catalogue's.
 */
const harness = useE2eHarness();

const palette = (page: Page) => page.getByRole('dialog', { name: /^Opdrachtenpalet$|^Naar meetpunt$/ });
const paletteInput = (page: Page) => page.getByRole('dialog').getByRole('combobox');
const option = (page: Page, options: Parameters<Page['getByRole']>[1] = {}) => page.getByRole('dialog').getByRole('option', options);
const notice = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

/** Waits until the record screen titled `title` has drawn its toolbar. */
async function screenReady(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await recordToolbarDrawn(page);
}

async function openProject(page: Page): Promise<number> {
  await signIn(page);
  const projectId = await openDemoProject(page);
  await screenReady(page, `${demoProject.code} – ${demoProject.name}`);
  return projectId;
}

/**
 * Opens the project, then its second point with the point's tree held at the network, and waits for
 * the point screen's loading state: no record is published until `release` lets the tree through.
 */
async function openPointStillLoading(page: Page): Promise<{ names: string[]; release(): void }> {
  await openProject(page);
  const rowHeaders = page.getByRole('region', { name: /^Meetpunten/ }).getByRole('rowheader');
  await expect.poll(() => rowHeaders.count()).toBeGreaterThan(3);
  const names = await rowHeaders.allTextContents();
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => { letThrough = resolve; });
  const pointTree = '**/ITWDataRestService_V1_0/GetMeasurementPointWithChilds';
  await page.route(pointTree, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: names[1], exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Laden…' }).waitFor();
  // Once let through, later calls (the next point's) pass at once; the page goes with the test.
  return { names, release: letThrough };
}

describe('the command palette', () => {
  it('opens on Ctrl+K, runs a command found by part of its name, and passes axe', async () => {
    const { page, problems } = harness;
    const projectId = await openProject(page);

    await page.keyboard.press('Control+K');
    await palette(page).waitFor();
    expect(await paletteInput(page).evaluate((input) => input === document.activeElement)).toBe(true);
    // The commands that apply here, each with its hotkey, grouped under translated headings.
    await option(page, { name: /Naar het overzicht/ }).waitFor();
    expect(await option(page, { name: /Opdrachtenpalet openen/ }).count(), 'the palette does not offer itself').toBe(0);
    expect(await option(page, { name: /Nieuwe rij/ }).count(), 'no grid is on view').toBe(0);
    await expectNoSeriousA11yViolations(page);

    await paletteInput(page).fill('overz');
    await expect.poll(() => option(page).first().textContent()).toContain('Naar het overzicht');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/Web/project/${projectId}/overview`));
    await page.getByRole('heading', { level: 1, name: 'Projectoverzicht' }).waitFor();
    expect(await palette(page).count()).toBe(0);

    // Back on the project, Ctrl+Shift+P opens it as well, the command just run first under 'Recent gebruikt'.
    await page.goBack();
    await screenReady(page, `${demoProject.code} – ${demoProject.name}`);
    await page.keyboard.press('Control+Shift+P');
    await palette(page).waitFor();
    expect(await option(page).first().textContent()).toContain('Naar het overzicht');
    expect(await page.getByRole('dialog').getByRole('group', { name: 'Recent gebruikt' }).getByRole('option').allTextContents()).toEqual([expect.stringContaining('Naar het overzicht')]);
    await page.keyboard.press('Escape');
    await expect.poll(() => palette(page).count()).toBe(0);
    expectNoPageProblems(problems);
  });

  it('jumps to a measurement point by name through its page, where Escape and Backspace step back', async () => {
    const { page, problems } = harness;
    const projectId = await openProject(page);
    await page.keyboard.press('Control+K');
    await paletteInput(page).fill('naar meetp');
    await expect.poll(() => option(page, { selected: true }).textContent()).toContain('Naar meetpunt');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Naar meetpunt' }).waitFor();
    await option(page, { name: 'B001', exact: true }).waitFor();

    // Escape steps back to the commands; Enter opens the page again; Backspace in the empty box steps back too.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Opdrachtenpalet' }).waitFor();
    await paletteInput(page).fill('naar meetp');
    await expect.poll(() => option(page, { selected: true }).textContent()).toContain('Naar meetpunt');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Naar meetpunt' }).waitFor();
    await page.keyboard.press('Backspace');
    await page.getByRole('dialog', { name: 'Opdrachtenpalet' }).waitFor();

    await paletteInput(page).fill('naar meetp');
    await expect.poll(() => option(page, { selected: true }).textContent()).toContain('Naar meetpunt');
    await page.keyboard.press('Enter');
    await paletteInput(page).fill('B017');
    await expect.poll(() => option(page, { selected: true }).textContent()).toBe('B017');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/Web/project/${projectId}/measurementPoint/`));
    await screenReady(page, 'B017');
    expectNoPageProblems(problems);
  });

  it('finds records by name in the same box as the commands', async () => {
    const { page, problems } = harness;
    await openProject(page);
    await page.keyboard.press('Control+K');
    await paletteInput(page).fill('B042');
    const point = page.getByRole('dialog').getByRole('group', { name: 'Meetpunten' }).getByRole('option', { name: 'B042', exact: true });
    await point.waitFor();
    await point.click();
    await screenReady(page, 'B042');
    // The project, found by its code.
    await page.keyboard.press('Control+K');
    await paletteInput(page).fill(demoProject.code);
    await page.getByRole('dialog').getByRole('group', { name: 'Projecten' }).getByRole('option', { name: new RegExp(demoProject.code) }).click();
    await screenReady(page, `${demoProject.code} – ${demoProject.name}`);
    expectNoPageProblems(problems);
  });
  it('offers the commands of a screen that was still loading when it opened, keeping what the user typed', async () => {
    const { page, problems } = harness;
    const { names, release } = await openPointStillLoading(page);
    await page.keyboard.press('Control+K');
    await palette(page).waitFor();
    await paletteInput(page).pressSequentially('volgend rec');
    await page.getByRole('dialog').getByText('Niets gevonden.').waitFor();
    expect(await option(page, { name: /Volgend record/ }).count(), 'no record is on view yet').toBe(0);

    release();
    // The record arrives and publishes itself: the open palette offers its 'next', highlighted, without reopening.
    await expect.poll(async () => (await option(page, { selected: true }).allTextContents()).join()).toContain('Volgend record');
    expect(await paletteInput(page).inputValue()).toBe('volgend rec');
    expect(await paletteInput(page).evaluate((input) => input === document.activeElement), 'the box keeps the focus').toBe(true);
    await page.keyboard.press('Enter');
    await screenReady(page, names[2] ?? '');
    expectNoPageProblems(problems);
  });

  it('keeps the item the user highlighted while a loading screen adds its commands', async () => {
    const { page, problems } = harness;
    const { release } = await openPointStillLoading(page);
    await page.keyboard.press('Control+K');
    await palette(page).waitFor();
    await option(page).first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const selected = async () => (await option(page, { selected: true }).allTextContents()).join();
    const highlighted = await selected();
    expect(highlighted).not.toBe('');
    expect(await option(page, { name: /Volgend record/ }).count()).toBe(0);

    release();
    await option(page, { name: /Volgend record/ }).waitFor();
    expect(await selected()).toBe(highlighted);
    expect(await paletteInput(page).evaluate((input) => input === document.activeElement), 'the box keeps the focus').toBe(true);
    expectNoPageProblems(problems);
  });

  it("runs a grid's 'add' from the palette as its button does, in the grid of its tab", async () => {
    const { page, problems } = harness;
    await openProject(page);
    await page.getByRole('link', { name: 'B011', exact: true }).click();
    await screenReady(page, 'B011');
    const rowCount = async (name: string) => Number(await page.getByRole('grid', { name }).getAttribute('aria-rowcount'));
    await page.getByRole('grid', { name: 'Lagen' }).waitFor();
    const layers = await rowCount('Lagen');
    // The soil samples' add opens their tab and starts a row there, not in the layers on view.
    await page.getByRole('tab', { name: 'Grondmonsters' }).waitFor();
    const jars = await page.getByRole('tabpanel', { includeHidden: true }).getByRole('grid', { name: 'Grondmonsters', includeHidden: true }).getAttribute('aria-rowcount');
    await page.keyboard.press('Control+K');
    await paletteInput(page).fill('grondmonster toe');
    await expect.poll(() => option(page, { selected: true }).textContent()).toBe('Grondmonster toevoegen');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('tab', { name: 'Grondmonsters' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => rowCount('Grondmonsters')).toBe(Number(jars) + 1);
    expect(await page.getByRole('grid', { name: 'Grondmonsters' }).evaluate((grid) => grid.contains(document.activeElement))).toBe(true);
    // And the layers' add from the palette adds to the layers, after their tab is back.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+K');
    await paletteInput(page).fill('laag toe');
    await expect.poll(() => option(page, { selected: true }).textContent()).toBe('Laag toevoegen');
    await page.keyboard.press('Enter');
    await expect.poll(() => rowCount('Lagen')).toBe(layers + 1);
    expectNoPageProblems(problems);
  });
});

describe('hotkeys', () => {
  it('saves an edited record with Ctrl+S while the user is still typing in the field', async () => {
    const { page, problems } = harness;
    await openProject(page);
    await page.getByRole('link', { name: 'B008', exact: true }).click();
    await screenReady(page, 'B008');
    const remark = page.getByLabel('Opmerking', { exact: true });
    await remark.fill('Opgeslagen met Ctrl+S');
    const save = page.getByRole('toolbar').getByRole('button', { name: 'Opslaan' });
    expect(await save.isEnabled()).toBe(true);
    expect(await save.getAttribute('aria-keyshortcuts')).toBe('Control+S');

    await remark.press('Control+S');
    await notice(page, 'Opgeslagen.').waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);
    expect(await remark.evaluate((input) => input === document.activeElement), 'the user keeps typing where they were').toBe(true);
    await page.reload();
    await screenReady(page, 'B008');
    expect(await page.getByLabel('Opmerking', { exact: true }).inputValue()).toBe('Opgeslagen met Ctrl+S');
    expectNoPageProblems(problems);
  });

  it('opens the next and the previous point of the project with Alt+↓ and Alt+↑', async () => {
    const { page } = harness;
    await openProject(page);
    const rowHeaders = page.getByRole('region', { name: /^Meetpunten/ }).getByRole('rowheader');
    // The points list arrives after the screen's toolbar: wait for its rows before reading them.
    await expect.poll(() => rowHeaders.count()).toBeGreaterThan(3);
    const names = await rowHeaders.allTextContents();
    await page.getByRole('link', { name: names[1], exact: true }).click();
    await screenReady(page, names[1] ?? '');
    await page.keyboard.press('Alt+ArrowDown');
    await screenReady(page, names[2] ?? '');
    await page.keyboard.press('Alt+ArrowUp');
    await page.keyboard.press('Alt+ArrowUp');
    await screenReady(page, names[0] ?? '');
  });

  it("lists the shortcuts that apply here on '?', but not while the user types a '?'", async () => {
    const { page, problems } = harness;
    await openProject(page);
    await page.getByRole('link', { name: 'B003', exact: true }).click();
    await screenReady(page, 'B003');

    const remark = page.getByLabel('Opmerking', { exact: true });
    await remark.fill('');
    await remark.pressSequentially('diep?');
    expect(await remark.inputValue()).toBe('diep?');
    expect(await page.getByRole('dialog').count(), 'typing a question mark opens nothing').toBe(0);

    await page.getByRole('heading', { level: 1, name: 'B003' }).click();
    await page.keyboard.press('Shift+Slash');
    const overlay = page.getByRole('dialog', { name: 'Sneltoetsen' });
    await overlay.waitFor();
    const row = (action: string) => overlay.getByRole('row').filter({ has: page.getByRole('rowheader', { name: action, exact: true }) });
    expect(await row('Opslaan').textContent()).toContain('Ctrl');
    expect(await row('Opdrachtenpalet openen').textContent()).toMatch(/Ctrl.*K.*of.*Ctrl.*Shift.*P/);
    expect(await row('Volgend record').count()).toBe(1);
    expect(await row('Nieuwe rij').count(), 'the point screen has grids: their shortcuts are listed').toBe(1);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => overlay.count()).toBe(0);
    expectNoPageProblems(problems);
  });
});

describe('rights', () => {
  it("shows the spec's message instead of running a command the user has no right to", async () => {
    const { page, problems } = harness;
    const viewer = { username: 'viewer', password: 'alleen-kijken-42', licence: 1000 };
    // A user of the demo licence without any feature word or function (the admin CLI without --all-rights).
    const { DATABASE_URL: _postgres, ...env } = process.env;
    // The password goes in on standard input, never on the command line (ASVS 8.3.1's counterpart).
    execFileSync(process.execPath, ['--import', 'tsx', 'server/admin.ts', 'add-user', '--licence', String(viewer.licence), '--username', viewer.username], {
      cwd: projectRoot, env: { ...env, DATA_DIR: harness.dataDir }, input: `${viewer.password}\n`, stdio: 'pipe',
    });
    await signIn(page, viewer);
    await page.goto(appPath('?tab=all'));
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: demoProject.code, exact: true }) });
    await row.getByRole('radio').check();

    // The hotkey (on the radio button just picked) and the toolbar button go through the same check.
    await page.keyboard.press('Control+Delete');
    const refusal = page.getByRole('alert').filter({ hasText: 'U heeft geen rechten om deze functionaliteit te gebruiken' });
    await refusal.waitFor();
    expect(await page.getByRole('alertdialog').count(), 'the type-DELETE question never opens').toBe(0);
    await page.getByRole('button', { name: 'Project verwijderen' }).click();
    await expect.poll(() => refusal.count()).toBe(1);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await row.count(), 'the project is still there').toBe(1);
    expectNoPageProblems(problems);
  });
});
