import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPath, demoProjectId, signIn, useE2eHarness } from './harness';
import { gridCells } from './grid-cells';

/**
 * Two browser contexts (one user signed in twice, as on two machines) edit the same measurement
 * point of the demo project in the points grid (spec 01 section 4: no silent lost update).
 */
const harness = useE2eHarness();

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

const grid = (page: Page) => page.getByRole('grid');

async function openGrid(page: Page, signedIn = false): Promise<void> {
  if (!signedIn) await signIn(page);
  await page.goto(appPath(`project/${projectId}/overview/108`));
  await grid(page).locator('[role="row"][aria-rowindex="2"]').waitFor();
}

/** The cell of 1-based `row` in the column titled `title`, scrolled into view. */
const cell = (page: Page, row: number, title: string) => gridCells(page, grid(page)).cell(row, title);

async function type(page: Page, row: number, title: string, text: string): Promise<void> {
  await (await cell(page, row, title)).click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

const notice = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
const save = (page: Page) => page.getByRole('toolbar').getByRole('button', { name: 'Opslaan', exact: true }).click();

describe('two users edit the same point (spec 01 section 4)', () => {
  it('changes of different fields are merged: both users\' values are stored, nobody is asked', async () => {
    const first = harness.page;
    const { page: second } = await harness.newPage();
    await openGrid(first);
    await openGrid(second);

    await type(first, 250, 'Opmerking', 'Van de eerste');
    await save(first);
    await notice(first, 'Opgeslagen.').waitFor();

    await type(second, 250, 'Diepte (cm)', '321');
    await save(second);
    await notice(second, 'Opgeslagen.').waitFor();

    await openGrid(first, true);
    expect(await (await cell(first, 250, 'Opmerking')).textContent()).toBe('Van de eerste');
    expect(await (await cell(first, 250, 'Diepte (cm)')).textContent()).toBe('321');
  });

  it('the same field changed by both: the second user sees both values, keeps the edit unsaved, and saving again stores the second user\'s value', async () => {
    const first = harness.page;
    const { page: second } = await harness.newPage();
    await openGrid(first);
    await openGrid(second);

    await type(first, 251, 'Opmerking', 'Eerste versie');
    await save(first);
    await notice(first, 'Opgeslagen.').waitFor();

    await type(second, 251, 'Opmerking', 'Tweede versie');
    await save(second);
    await notice(second, 'door iemand anders gewijzigd in “Eerste versie”').waitFor();
    expect(await notice(second, 'Tweede versie').count()).toBeGreaterThan(0);
    expect(await (await cell(second, 251, 'Opmerking')).textContent()).toBe('Tweede versie');

    await save(second);
    await notice(second, 'Opgeslagen.').waitFor();
    await openGrid(first, true);
    expect(await (await cell(first, 251, 'Opmerking')).textContent()).toBe('Tweede versie');
  });

  it('edits kept from a closed tab: restored over a value the other user saved since, both values are named, and saving stores the restored one', async () => {
    const first = harness.page;
    const { page: second, context: secondContext } = await harness.newPage();
    await openGrid(first);
    await openGrid(second);

    await type(second, 252, 'Opmerking', 'Bewaard in de browser');
    await second.close();

    await type(first, 252, 'Opmerking', 'Intussen opgeslagen');
    await save(first);
    await notice(first, 'Opgeslagen.').waitFor();

    const reopened = await secondContext.newPage();
    await openGrid(reopened, true);
    const offer = reopened.getByRole('region', { name: 'Wijzigingen herstellen' });
    await offer.getByRole('button', { name: 'Niet-opgeslagen wijzigingen terugzetten' }).click();
    await notice(reopened, 'door iemand anders gewijzigd in “Intussen opgeslagen”').waitFor();
    expect(await notice(reopened, 'Bewaard in de browser').count()).toBeGreaterThan(0);
    expect(await (await cell(reopened, 252, 'Opmerking')).textContent()).toBe('Bewaard in de browser');

    await save(reopened);
    await notice(reopened, 'Opgeslagen.').waitFor();
    await openGrid(first, true);
    expect(await (await cell(first, 252, 'Opmerking')).textContent()).toBe('Bewaard in de browser');
  });
});
