import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import { expectNoPageProblems, openDemoProject, runPaletteCommand, signIn, useE2eHarness } from './harness';

/**
 * Suggest analysis samples in real Chromium on the demo project (spec 02 sections 2, 5 and 9): the
 * screen from the palette, suggestions with the default inputs that respect the rules, one jar
 * switched in the jar switch dialog, the analysis samples created and shown where the lab
 * assignment screen offers a project's free analysis samples, and in the analysis samples grid
 * with the jars of their suggestions.
 */
const harness = useE2eHarness();

/** Each suggestion row: its id, soil type, score and jar names. */
async function suggestionRows(page: Page): Promise<{ id: string; soilType: string; score: number; jars: string[] }[]> {
  return page.locator('tr[data-suggestion]').evaluateAll((rows) => rows.map((row) => ({
    id: row.getAttribute('data-suggestion') ?? '',
    soilType: row.querySelectorAll('td')[0]?.textContent ?? '',
    score: Number(row.querySelectorAll('td')[1]?.textContent),
    jars: [...row.querySelectorAll('td li button')].map((button) => button.textContent ?? ''),
  })));
}

async function count(locator: Locator): Promise<number> {
  return Number(await locator.textContent());
}

describe('suggest analysis samples', () => {
  it('suggests per zone with the default inputs, switches a jar and creates the analysis samples', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const projectId = await openDemoProject(page);
    await runPaletteCommand(page, 'Analysemonsters voorstellen');
    await page.waitForURL(`**/suggest-analysis-samples/${projectId}/365`);
    await page.getByRole('heading', { level: 1, name: /^Analysemonsters voorstellen/ }).waitFor();

    // The rules of spec 02 section 5 are checked before the algorithm service is asked.
    const lower = page.getByLabel('Tussengrond tot (cm)');
    await lower.fill('20');
    await page.getByRole('button', { name: 'Voorstellen', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'De diepte van de ondergrond moet groter zijn dan die van de bovengrond.' }).waitFor();
    await lower.fill('200');

    await page.getByRole('button', { name: 'Voorstellen', exact: true }).click();
    const total = page.getByTestId('suggest-total');
    await total.waitFor();
    const rows = await suggestionRows(page);
    expect(rows.length).toBe(await count(total));
    expect(rows.length).toBeGreaterThan(0);
    for (const zone of ['top', 'mid', 'lower']) expect(await count(page.getByTestId(`suggest-zone-${zone}`))).toBeLessThanOrEqual(3);
    const jars = rows.flatMap((row) => row.jars);
    expect(new Set(jars).size).toBe(jars.length);
    for (const row of rows) {
      expect(row.score).toBeLessThanOrEqual(100);
      expect(row.jars.length).toBeGreaterThanOrEqual(2);
      expect(row.jars.length).toBeLessThanOrEqual(10);
      expect(row.id).toContain(`-${row.soilType}-`);
    }

    // The defaults keep the 3 largest (full) samples per zone; with 20 per zone, part-filled ones have room for a switched jar.
    await page.getByLabel('Aantal monsters per zone').fill('20');
    await page.getByRole('button', { name: 'Voorstellen', exact: true }).click();
    await expect.poll(() => count(total)).toBeGreaterThan(rows.length);
    const more = (await suggestionRows(page)).flatMap((row) => row.jars);
    // Switch the first jar that another suggestion of its trajectory and soil type can take.
    let moved: { jar: string; to: string } | null = null;
    for (const jar of more) {
      await page.getByRole('button', { name: `Pot ${jar} verplaatsen` }).click();
      const dialog = page.getByRole('dialog', { name: `Pot ${jar} verplaatsen` });
      await dialog.waitFor();
      const target = dialog.getByRole('radio').first();
      if (await target.count() === 0) {
        await dialog.getByRole('button', { name: 'Annuleren' }).click();
        continue;
      }
      const to = await target.getAttribute('value') ?? '';
      await dialog.getByRole('button', { name: 'Verplaatsen', exact: true }).click();
      moved = { jar, to };
      break;
    }
    if (!moved) throw new Error('no jar of the demo project could be switched');
    const switched = moved;
    await expect.poll(async () => (await suggestionRows(page)).find((row) => row.id === switched.to)?.jars).toContain(switched.jar);
    const after = await suggestionRows(page);
    expect(after.filter((row) => row.jars.includes(switched.jar))).toHaveLength(1);

    await page.getByRole('button', { name: 'Analysemonsters aanmaken' }).click();
    const create = page.getByRole('dialog', { name: /analysemonsters aanmaken$/ });
    await create.getByLabel('Naam (elk monster krijgt er een nummer achter)').fill('SUG');
    await create.getByRole('button', { name: 'Aanmaken', exact: true }).click();
    await page.getByRole('status').filter({ hasText: `Analysemonsters aangemaakt: ${after.length}.` }).waitFor();

    await page.getByRole('link', { name: 'Op een labopdracht zetten' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nieuwe labopdracht' }).waitFor();
    const width = String(after.length).length;
    for (let index = 1; index <= after.length; index += 1) {
      await page.getByText(new RegExp(`^SUG ${String(index).padStart(width, '0')} \\(GR, `)).waitFor();
    }

    // The analysis samples grid lists each created sample with the jars of its suggestion (spec 02 section 3).
    // Its hotkey: the palette ranks the just-run 'Analysemonsters voorstellen' first for these words.
    await page.getByRole('heading', { level: 1, name: 'Nieuwe labopdracht' }).click();
    await page.keyboard.press('Alt+Shift+G');
    await page.waitForURL(`**/project/${projectId}/analysis-samples`);
    const cells = gridCells(page, page.getByRole('grid', { name: 'Analysemonsters' }));
    await expect.poll(() => cells.rowCount()).toBeGreaterThanOrEqual(after.length);
    const created: string[][] = [];
    for (let row = 1; row <= await cells.rowCount(); row += 1) {
      if (!/^SUG \d+$/.test(await cells.cellText(row, 'Naam') ?? '')) continue;
      expect(await cells.cellText(row, 'Matrix')).toBe('grond');
      expect(await cells.cellText(row, 'Mengmonster')).not.toBe('');
      created.push((await cells.cellText(row, 'Veldmonsters') ?? '').split(', ').sort());
    }
    const sortedSets = (sets: string[][]) => sets.map((set) => set.join('+')).sort();
    expect(sortedSets(created)).toEqual(sortedSets(after.map((row) => [...row.jars].sort())));
    expectNoPageProblems(problems);
  }, 180_000);
});
