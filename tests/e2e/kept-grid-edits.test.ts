import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import { appPath, demoProjectId, signIn, useE2eHarness } from './harness';

/**
 * Nothing typed is lost in a grid: the points grid's unsaved edits (typed, pasted, multi-edited) are
 * kept in the browser as they are made; a page that crashes or is closed mid-edit loses none of them,
 * and reopening the screen offers them back at their cells with their age.
 */
const harness = useE2eHarness({ contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } });

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

const cells = (page: Page) => gridCells(page, page.getByRole('grid'));
const toolbarButton = (page: Page, name: string) => page.getByRole('toolbar').getByRole('button', { name, exact: true });
const offer = (page: Page) => page.getByRole('region', { name: 'Wijzigingen herstellen' });
const notice = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

async function openGrid(page: Page): Promise<void> {
  await page.goto(appPath(`project/${projectId}/overview/108`));
  await page.getByRole('grid').locator('[role="row"][aria-rowindex="2"]').waitFor();
}

/** Types into a cell, pastes two rows below it, and multi-edits two more rows: three kinds of edit. */
async function editThreeWays(page: Page, first: number, text: string): Promise<void> {
  await (await cells(page).cell(first, 'Opmerking')).click();
  await page.keyboard.type(`${text} getypt`);
  await page.keyboard.press('Enter');
  await page.evaluate((pasted) => navigator.clipboard.writeText(pasted), `${text} geplakt 1\n${text} geplakt 2\n`);
  await page.keyboard.press('Control+V');
  await expect.poll(() => cells(page).cellText(first + 2, 'Opmerking')).toBe(`${text} geplakt 2`);
  const grid = page.getByRole('grid');
  await grid.locator(`[role="row"][aria-rowindex="${first + 4}"] [role="rowheader"]`).click();
  await grid.locator(`[role="row"][aria-rowindex="${first + 5}"] [role="rowheader"]`).click({ modifiers: ['Shift'] });
  await toolbarButton(page, 'Meervoudig bewerken…').click();
  await page.getByRole('option', { name: 'Opmerking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eén veld voor alle geselecteerde rijen' });
  await dialog.getByLabel('Nieuwe waarde').fill(`${text} samen`);
  await dialog.getByRole('button', { name: 'Toepassen' }).click();
  await expect.poll(() => cells(page).cellText(first + 4, 'Opmerking')).toBe(`${text} samen`);
}

/** The remark column of rows first..first+4 as the grid shows them. */
async function remarks(page: Page, first: number): Promise<(string | null)[]> {
  const texts: (string | null)[] = [];
  for (let row = first; row <= first + 4; row += 1) texts.push(await cells(page).cellText(row, 'Opmerking'));
  return texts;
}

describe('unsaved grid edits survive a crashed or closed page (nothing typed is lost)', () => {
  it('a page that crashes mid-edit: the next page offers the typed, pasted and multi-edited cells back, restores them at their cells, and the save stores them', async () => {
    const { page, context } = harness;
    await signIn(page);
    await openGrid(page);
    await editThreeWays(page, 70, 'Crash');

    const cdp = await context.newCDPSession(page);
    const crashed = page.waitForEvent('crash');
    // The renderer dies at once; the call itself never answers.
    void cdp.send('Page.crash').catch(() => undefined);
    await crashed;
    const reopened = await context.newPage();
    await openGrid(reopened);
    await offer(reopened).waitFor();
    expect(await offer(reopened).textContent()).toMatch(/Uw wijzigingen van \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    expect(await remarks(reopened, 70)).toEqual(['', '', '', '', '']);

    await offer(reopened).getByRole('button', { name: 'Niet-opgeslagen wijzigingen terugzetten' }).click();
    await offer(reopened).waitFor({ state: 'detached' });
    const expected = ['Crash getypt', 'Crash geplakt 1', 'Crash geplakt 2', 'Crash samen', 'Crash samen'];
    expect(await remarks(reopened, 70)).toEqual(expected);
    expect(await (await cells(reopened).cell(72, 'Opmerking')).getAttribute('class')).toContain('data-grid__cell--changed');

    await toolbarButton(reopened, 'Opslaan').click();
    await notice(reopened, 'Opgeslagen.').waitFor();
    await openGrid(reopened);
    expect(await remarks(reopened, 70)).toEqual(expected);
    expect(await offer(reopened).count()).toBe(0);
  }, 60_000);

  it('a tab closed without saving: the edits are offered again, and discarding them forgets them for good', async () => {
    const { page, context } = harness;
    await signIn(page);
    await openGrid(page);
    await editThreeWays(page, 80, 'Dicht');
    await page.close();

    const reopened = await context.newPage();
    await openGrid(reopened);
    await offer(reopened).getByRole('button', { name: 'Bewaarde wijzigingen weggooien' }).click();
    await offer(reopened).waitFor({ state: 'detached' });
    expect(await remarks(reopened, 80)).toEqual(['', '', '', '', '']);
    await reopened.reload();
    await reopened.getByRole('grid').locator('[role="row"][aria-rowindex="2"]').waitFor();
    expect(await offer(reopened).count()).toBe(0);
  });
});
