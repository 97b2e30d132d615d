import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import type { GridCells } from './grid-cells';
import { expectNoPageProblems, openDemoProject, signIn, useE2eHarness } from './harness';

/**
 * The water, air and bottle grids of a gauging tube's samples in real Chromium
 * against the real server: observations as columns filled by paste, the tube's matrix list, names
 * checked by the server, a refused save that keeps every edit, and observations cleared by emptying
 * their cell.
 */
const harness = useE2eHarness({ contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } });

const notice = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
const gridToolbar = (page: Page, grid: string) => page.getByRole('toolbar', { name: `Acties voor ${grid}` });

async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((tsv) => navigator.clipboard.writeText(tsv), text);
  await page.keyboard.press('Control+V');
}

async function typeInto(page: Page, cells: GridCells, row: number, column: string, text: string): Promise<void> {
  await (await cells.cell(row, column)).click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Opens the first tube of demo point `point` (B018: one groundwater and one soil-air sample) from the point's tube grid. */
async function openTube(page: Page, point: string, options: { signedIn: boolean } = { signedIn: false }): Promise<void> {
  if (!options.signedIn) await signIn(page);
  await openDemoProject(page);
  await page.getByRole('link', { name: point, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: point, exact: true }).waitFor();
  await page.getByRole('tab', { name: 'Peilbuizen' }).click();
  const tubes = gridCells(page, page.getByRole('grid', { name: 'Peilbuizen' }));
  await (await tubes.cell(1, 'Peilbuis')).click();
  await gridToolbar(page, 'Peilbuizen').getByRole('button', { name: 'Rij openen' }).click();
  await page.getByRole('heading', { level: 1, name: `${point}-1`, exact: true }).waitFor();
}

const invalid = async (cells: GridCells, row: number, column: string) => (await cells.cell(row, column)).getAttribute('aria-invalid');

describe('the water sample grid of a gauging tube', () => {
  it('takes pasted samples with observations, refuses a taken or too long name and a surface matrix, and saves the fixed rows', async () => {
    const { page, problems } = harness;
    await openTube(page, 'B018');
    const samples = gridCells(page, page.getByRole('grid', { name: 'Watermonsters' }));
    await samples.grid.waitFor();
    await expect.poll(() => samples.rowCount()).toBe(1);
    expect(await samples.cellText(1, 'Monsternaam')).toBe('B018-1-1');
    expect(Number(await samples.cellText(1, 'pH'))).toBeGreaterThan(5);

    await gridToolbar(page, 'Watermonsters').getByRole('button', { name: 'Nieuwe rij' }).click();
    await paste(page, `B017-1-1\t2026-11-02\tGW\n${'X'.repeat(51)}\t2026-11-02\tGW\n`);
    await expect.poll(() => samples.rowCount()).toBe(3);
    await (await samples.cell(2, 'pH')).click();
    await paste(page, '7.2\t640\t11.5\n6.8\t910\t12\n');
    expect([await samples.cellText(3, 'pH'), await samples.cellText(3, 'EC (µS/cm)'), await samples.cellText(3, 'Temperatuur (°C)')]).toEqual(['6.8', '910', '12']);

    // Multi-edit one observation on both new rows.
    const water = page.getByRole('grid', { name: 'Watermonsters' });
    await water.locator('[role="row"][aria-rowindex="3"] [role="rowheader"]').click();
    await water.locator('[role="row"][aria-rowindex="4"] [role="rowheader"]').click({ modifiers: ['Shift'] });
    await gridToolbar(page, 'Watermonsters').getByRole('button', { name: 'Meervoudig bewerken' }).click();
    await page.getByRole('option', { name: 'Troebelheid (NTU)', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Eén veld voor alle geselecteerde rijen' });
    await dialog.getByLabel('Nieuwe waarde').fill('4.5');
    await dialog.getByRole('button', { name: 'Toepassen' }).click();
    expect([await samples.cellText(2, 'Troebelheid (NTU)'), await samples.cellText(3, 'Troebelheid (NTU)')]).toEqual(['4.5', '4.5']);

    // The surface-water matrix is not in a tube's list: the pasted cell is marked, and undo takes it back.
    await (await samples.cell(2, 'Matrix')).click();
    await paste(page, 'OW');
    await page.getByText('1 geplakte cel geweigerd').waitFor();
    expect(await invalid(samples, 2, 'Matrix')).toBe('true');
    await page.getByRole('status').filter({ hasText: "'OW' staat niet in de lijst." }).waitFor();
    await page.keyboard.press('Control+Z');
    expect(await samples.cellText(2, 'Matrix')).toBe('Grondwater');

    expect(await invalid(samples, 3, 'Monsternaam')).toBe('true');
    await page.keyboard.press('Control+S');
    await notice(page, 'Niet opgeslagen: Watermonsters, rij 3, Monsternaam: ').waitFor();
    await typeInto(page, samples, 3, 'Monsternaam', 'B018-1-3');
    // B017-1-1 is a sample of another point: the server's name check marks it at its cell and refuses the save.
    expect(await invalid(samples, 2, 'Monsternaam')).not.toBe('true');
    await page.keyboard.press('Control+S');
    await expect.poll(() => invalid(samples, 2, 'Monsternaam')).toBe('true');
    expect(await samples.cellText(3, 'pH')).toBe('6.8');
    await typeInto(page, samples, 2, 'Monsternaam', 'B018-1-2');
    await expect.poll(() => page.getByRole('grid', { name: 'Watermonsters' }).locator('[aria-invalid="true"]').count()).toBe(0);
    await page.keyboard.press('Control+S');
    await notice(page, 'Opgeslagen.').waitFor();

    await page.reload();
    await samples.grid.waitFor();
    await expect.poll(() => samples.rowCount()).toBe(3);
    expect([await samples.cellText(2, 'Monsternaam'), await samples.cellText(2, 'pH'), await samples.cellText(2, 'EC (µS/cm)')]).toEqual(['B018-1-2', '7.2', '640']);
    expect(await samples.cellText(3, 'Troebelheid (NTU)')).toBe('4.5');

    // Emptying an observation's cell removes the observation.
    await (await samples.cell(2, 'EC (µS/cm)')).click();
    await page.keyboard.press('Delete');
    await page.keyboard.press('Control+S');
    await notice(page, 'Opgeslagen.').waitFor();
    await page.reload();
    await samples.grid.waitFor();
    await expect.poll(() => samples.cellText(2, 'pH')).toBe('7.2');
    expect(await samples.cellText(2, 'EC (µS/cm)')).toBe('');
    expectNoPageProblems(problems);
  });
});

describe('the air sample and bottle grids', () => {
  it('keeps water matrices out of the air grid, saves an air sample, and adds a bottle to a water sample', async () => {
    const { page, problems } = harness;
    await openTube(page, 'B018');
    await page.getByRole('tab', { name: 'Luchtmonsters' }).click();
    const air = gridCells(page, page.getByRole('grid', { name: 'Luchtmonsters' }));
    await expect.poll(() => air.rowCount()).toBe(1);
    expect(await air.cellText(1, 'Matrix')).toBe('Bodemlucht');
    expect(await air.cellText(1, 'PID (ppm)')).not.toBe('');

    await gridToolbar(page, 'Luchtmonsters').getByRole('button', { name: 'Nieuwe rij' }).click();
    await paste(page, 'B018-1-B\t2026-11-03\tGW');
    expect(await invalid(air, 2, 'Matrix')).toBe('true');
    await (await air.cell(2, 'Matrix')).click();
    await paste(page, 'OL');
    await (await air.cell(2, 'PID (ppm)')).click();
    await paste(page, '4.5');
    await page.keyboard.press('Control+S');
    await notice(page, 'Opgeslagen.').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Luchtmonsters' }).click();
    await expect.poll(() => air.rowCount()).toBe(2);
    expect([await air.cellText(2, 'Matrix'), await air.cellText(2, 'PID (ppm)')]).toEqual(['Omgevingslucht', '4.5']);

    // The groundwater sample's bottles, on the sample's own screen.
    await page.getByRole('tab', { name: 'Watermonsters' }).click();
    const water = gridCells(page, page.getByRole('grid', { name: 'Watermonsters' }));
    await (await water.cell(1, 'Monsternaam')).click();
    await gridToolbar(page, 'Watermonsters').getByRole('button', { name: 'Rij openen' }).click();
    await page.getByRole('heading', { level: 1, name: 'B018-1-1', exact: true }).waitFor();
    const bottles = gridCells(page, page.getByRole('grid', { name: 'Flessen' }));
    await bottles.grid.waitFor();
    const bottleRows = await bottles.rowCount();
    expect(bottleRows).toBeGreaterThan(0);
    await gridToolbar(page, 'Flessen').getByRole('button', { name: 'Nieuwe rij' }).click();
    await paste(page, 'B018-1-1-Z\t12345');
    await page.keyboard.press('Control+S');
    await notice(page, 'Opgeslagen.').waitFor();
    await page.reload();
    await expect.poll(() => bottles.rowCount()).toBe(bottleRows + 1);
    expect(await bottles.cellText(bottleRows + 1, 'Barcode')).toBe('12345');
    expectNoPageProblems(problems);
  });
});

describe('the transfer samples dialog', () => {
  it('requires a destination and a fitting matrix, then moves the selected sample under another tube', async () => {
    const { page, problems } = harness;
    await openTube(page, 'B017');
    const samples = gridCells(page, page.getByRole('grid', { name: 'Watermonsters' }));
    await expect.poll(() => samples.rowCount()).toBe(1);
    const transfer = gridToolbar(page, 'Watermonsters').getByRole('button', { name: 'Monsters verplaatsen…' });

    // Unsaved rows first have to be saved: the dialog moves what is stored.
    await gridToolbar(page, 'Watermonsters').getByRole('button', { name: 'Nieuwe rij' }).click();
    expect(await transfer.isDisabled()).toBe(true);
    await page.keyboard.press('Control+Z');
    await (await samples.cell(1, 'Monsternaam')).click();
    await expect.poll(() => transfer.isDisabled()).toBe(false);
    await transfer.click();

    const dialog = page.getByRole('dialog', { name: 'Monsters verplaatsen' });
    await dialog.getByRole('button', { name: 'Verplaatsen' }).click();
    await dialog.getByText('Kies het meetpunt of de peilbuis van bestemming.').waitFor();
    await dialog.getByText('Dit veld is verplicht.').waitFor();

    // At the point itself the samples would be surface samples: the list leaves groundwater out.
    const gwOption = dialog.getByLabel('Matrix').locator('option', { hasText: 'GW – Grondwater' });
    await dialog.getByLabel('Meetpunt van bestemming').selectOption({ label: 'B021' });
    expect(await gwOption.count()).toBe(0);
    await dialog.getByLabel('Peilbuis van bestemming').selectOption({ label: 'B021-1' });
    expect(await gwOption.count()).toBe(1);
    await dialog.getByLabel('Matrix').selectOption({ label: 'GW – Grondwater' });
    await dialog.getByRole('button', { name: 'Verplaatsen' }).click();
    await notice(page, '1 monster verplaatst naar B021-1.').waitFor();
    await expect.poll(() => samples.rowCount()).toBe(0);

    await openTube(page, 'B021', { signedIn: true });
    await expect.poll(() => samples.rowCount()).toBe(2);
    const moved = [await samples.cellText(1, 'Monsternaam'), await samples.cellText(2, 'Monsternaam')].indexOf('B017-1-1') + 1;
    expect(moved).toBeGreaterThan(0);
    expect(Number(await samples.cellText(moved, 'pH'))).toBeGreaterThan(5);
    expectNoPageProblems(problems);
  });
});
