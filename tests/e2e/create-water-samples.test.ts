import { describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import { expectNoPageProblems, openDemoProject, signIn, useE2eHarness } from './harness';
import { runPaletteCommand } from './app-actions';

/**
 * The create water samples dialog (spec 02 section 2) in real Chromium against
 * the real server: opened from the palette, a tube is required, tubes found by filter, one sample
 * per tube named after it with the next free number, progress counted 'n of m', the samples on their tubes;
 * the points without gauging tubes are named.
 */
const harness = useE2eHarness();

describe('creating water samples for many tubes', () => {
  it('requires a tube, creates one sample per chosen tube and shows them under their tubes', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await openDemoProject(page);
    await runPaletteCommand(page, 'Watermonsters aanmaken');
    await page.getByRole('heading', { level: 1, name: 'Watermonsters aanmaken' }).waitFor();
    // Spec 01 section 8, 'measurement points without gauging tubes': named, as they get no sample here.
    const without = page.locator('.create-samples__without');
    await without.locator('summary').click();
    const [, count] = /^(\d+) meetpunten zonder peilbuizen krijgen hier geen watermonster$/.exec((await without.locator('summary').textContent()) ?? '') ?? [];
    expect((await without.locator('p').textContent())?.split(', ')).toHaveLength(Number(count));

    await page.getByRole('button', { name: '0 watermonsters aanmaken' }).click();
    await page.getByText('Kies minstens één peilbuis.').waitFor();
    const search = page.getByLabel('Zoek op peilbuis of meetpunt');
    for (const point of ['B025', 'B027']) {
      await search.fill(point);
      await page.getByRole('checkbox', { name: `${point}-1 (meetpunt ${point})` }).check();
    }
    await search.fill('');
    expect(await page.getByRole('group', { name: /Peilbuizen \(2 van \d+ gekozen\)/ }).count()).toBe(1);
    expect(await page.getByLabel('Matrix').inputValue()).toBe('GW');
    await page.getByLabel('Monsterdatum').fill('2026-11-20');
    await page.getByRole('button', { name: '2 watermonsters aanmaken' }).click();

    await page.getByRole('status').filter({ hasText: '2 watermonsters aangemaakt.' }).waitFor();
    expect(await page.getByRole('list', { name: 'Aangemaakte watermonsters' }).getByRole('listitem').allTextContents()).toEqual(['B025-1-2', 'B027-1-2']);
    expect(await page.getByRole('progressbar', { name: 'Voortgang' }).getAttribute('value')).toBe('2');

    // The new sample hangs under B025's tube, with the day chosen.
    await page.getByRole('link', { name: 'Naar het projectoverzicht' }).click();
    await openDemoProject(page);
    await page.getByRole('link', { name: 'B025', exact: true }).click();
    await page.getByRole('tab', { name: 'Peilbuizen' }).click();
    const tubes = gridCells(page, page.getByRole('grid', { name: 'Peilbuizen' }));
    await (await tubes.cell(1, 'Peilbuis')).click();
    await page.getByRole('toolbar', { name: 'Acties voor Peilbuizen' }).getByRole('button', { name: 'Rij openen' }).click();
    const samples = gridCells(page, page.getByRole('grid', { name: 'Watermonsters' }));
    await expect.poll(() => samples.rowCount()).toBe(2);
    const names = [await samples.cellText(1, 'Monsternaam'), await samples.cellText(2, 'Monsternaam')];
    const row = names.indexOf('B025-1-2') + 1;
    expect(row).toBeGreaterThan(0);
    expect(await samples.cellText(row, 'Matrix')).toBe('Grondwater');
    expect(await samples.cellText(row, 'Monsterdatum')).toMatch(/20-11-2026|2026-11-20/);
    expectNoPageProblems(problems);
  });
});
