import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import { expectNoPageProblems, openDemoProject, runPaletteCommand, signIn, useE2eHarness } from './harness';

/**
 * Suggest analysis samples in real Chromium on the demo project (spec 02 sections 2, 5 and 9): the
 * screen from the palette, suggestions with the default inputs that respect the rules, one jar
 * swapped with a jar of another suggestion in the jar switch dialog, the analysis samples created and shown where the lab
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
  it('suggests per zone with the default inputs, swaps a jar between two suggestions and creates the analysis samples', async () => {
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

    // The defaults keep the 3 fullest samples per zone, so a jar has nowhere to move: it swaps with a jar of
    // another suggestion of its trajectory and soil type, where the rules allow it.
    let swapped: { jar: string; partner: string; from: string; to: string } | null = null;
    for (const row of rows) {
      for (const jar of row.jars) {
        await page.getByRole('button', { name: `Pot ${jar} verplaatsen` }).click();
        const dialog = page.getByRole('dialog', { name: `Pot ${jar} verplaatsen` });
        await dialog.waitFor();
        const allowed = dialog.getByRole('radio', { name: /: score wordt \d/ });
        if (await allowed.count() === 0) {
          await dialog.getByRole('button', { name: 'Annuleren' }).click();
          await dialog.waitFor({ state: 'detached' });
          continue;
        }
        const name = await allowed.first().evaluate((input) => input.closest('label')?.textContent?.trim() ?? '');
        const [, partner = '', to = ''] = /^(.+) in (\S+): score wordt/.exec(name) ?? [];
        await allowed.first().check();
        await dialog.getByRole('button', { name: 'Wisselen', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        swapped = { jar, partner, from: row.id, to };
        break;
      }
      if (swapped) break;
    }
    if (!swapped) throw new Error('no jar of the demo project could be swapped');
    const swap = swapped;
    await expect.poll(async () => (await suggestionRows(page)).find((row) => row.id === swap.to)?.jars).toContain(swap.jar);
    const after = await suggestionRows(page);
    expect(after.find((row) => row.id === swap.from)?.jars).toContain(swap.partner);
    expect(after.find((row) => row.id === swap.from)?.jars).not.toContain(swap.jar);
    // Sizes, totals and the rules still hold; both suggestions were scored again.
    expect(after.map((row) => [row.id, row.jars.length])).toEqual(rows.map((row) => [row.id, row.jars.length]));
    expect(await count(total)).toBe(rows.length);
    const swappedJars = after.flatMap((row) => row.jars);
    expect(new Set(swappedJars).size).toBe(swappedJars.length);
    for (const row of after) expect(row.score).toBeLessThanOrEqual(100);

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
