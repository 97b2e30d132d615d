import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import { appPath, expectNoPageProblems, expectNoSeriousA11yViolations, openDemoProject, readServerSqlite, signIn, useE2eHarness } from './harness';

/**
 * The analysis results screen's sample list in real Chromium against the real server (spec 02
 * section 2, 'Analysis results screen'): it opens on the project's analysis samples with their result
 * counts (a second sample given results first, by manual input); a sample picked with the arrows and
 * Enter shows its results alone in the results grid, where a new row starts on it; back on the list,
 * its sub-samples button lists the jars it is made of, each a link to the jar's screen.
 */
const harness = useE2eHarness();

interface StoredSample {
  AsID: number;
  AsGuid: string;
  Name: string;
  results: number;
  jars: string | null;
}

/** The project's analysis samples as the database holds them, with their result count and their jars' names. */
function storedSamples(projectId: number): StoredSample[] {
  return readServerSqlite(harness, (db) => db.prepare(`
      select s.AsID, s.AsGuid, s.Name,
        (select count(*) from tblAnalysisResults r where r.AsID = s.AsID) as results,
        (select group_concat(j.JrName, '|') from (select jr.JrName from tblAnalysisSampleParts p join tblJars jr on jr.JrID = p.JrID where p.AsID = s.AsID order by p.ApID) j) as jars
      from tblAnalysisSamples s where s.PrID = ? order by s.AsID`).all(projectId) as StoredSample[]);
}

/** The name in the row of the focused element, or null when focus is outside the sample list. */
function focusedSample(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.closest('tbody tr')?.querySelector('th')?.textContent ?? null);
}

/** The focused button's text. */
function focusedButton(page: Page): Promise<string | null> {
  return page.evaluate(() => (document.activeElement instanceof HTMLButtonElement ? document.activeElement.textContent : null));
}

describe('analysis results sample list', () => {
  it('opens on the samples, picks one from the keyboard to see its results alone, goes back and opens its sub-samples', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const projectId = await openDemoProject(page);
    const demo = storedSamples(projectId);
    // The sample with the most results and at least one jar (the demo's certificate of MM B001).
    const target = demo.filter((sample) => sample.jars !== null).sort((a, b) => b.results - a.results)[0];
    const other = demo.find((sample) => sample.results === 0);
    expect(target?.results).toBeGreaterThan(0);
    if (!target || !other) throw new Error('the demo project lacks a sample with results or one without');

    // Another sample gets results too (by manual input, copied from the target), so narrowing to one sample shows.
    await page.goto(appPath(`project/${projectId}/results?view=grid`));
    await expect.poll(() => gridCells(page, page.getByRole('grid', { name: 'Analyseresultaten' })).rowCount()).toBe(target.results);
    await page.getByRole('button', { name: 'Resultaten toevoegen…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Analyseresultaten handmatig invoeren' });
    await dialog.getByRole('checkbox', { name: other.Name }).check();
    await dialog.getByRole('radio', { name: 'Componenten overnemen van monster' }).check();
    await dialog.getByLabel('Monster om van over te nemen').selectOption({ label: target.Name });
    await dialog.getByRole('button', { name: 'Toevoegen aan monster' }).click();
    await expect.poll(() => gridCells(page, page.getByRole('grid', { name: 'Analyseresultaten' })).rowCount()).toBe(2 * target.results);
    await page.keyboard.press('Control+S');
    await expect.poll(() => storedSamples(projectId).find((sample) => sample.AsID === other.AsID)?.results).toBe(target.results);
    const stored = storedSamples(projectId);

    await page.goto(appPath(`project/${projectId}/results`));
    const list = page.getByRole('table', { name: 'Analyseresultaten' });
    await expect.poll(() => list.locator('tbody tr').count()).toBe(stored.length);
    for (const sample of stored) {
      const row = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: sample.Name, exact: true }) });
      await expect.poll(() => row.getByRole('cell').nth(2).textContent()).toBe(String(sample.results));
    }
    await expectNoSeriousA11yViolations(page);

    // The list takes focus on entry; the arrows walk to the sample, Enter opens its results.
    await expect.poll(() => focusedSample(page)).not.toBeNull();
    await page.keyboard.press('Home');
    await expect.poll(() => focusedSample(page)).toBe(stored[0]?.Name);
    for (let step = 0; step < stored.length && await focusedSample(page) !== target.Name; step += 1) await page.keyboard.press('ArrowDown');
    expect(await focusedSample(page)).toBe(target.Name);
    expect(await focusedButton(page)).toBe('Resultaten');
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: `Resultaten van ${target.Name}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('sample')).toBe(target.AsGuid);
    const cells = gridCells(page, page.getByRole('grid', { name: 'Analyseresultaten' }));
    await expect.poll(() => cells.rowCount()).toBe(target.results);
    for (let row = 1; row <= target.results; row += 1) expect(await cells.cellText(row, 'Analysemonster')).toBe(target.Name);
    // A new row in the narrowed grid starts on its sample, so it stays in view; undo takes it away again.
    await page.getByRole('toolbar', { name: 'Acties voor Analyseresultaten' }).getByRole('button', { name: 'Nieuwe rij' }).click();
    await expect.poll(() => cells.rowCount()).toBe(target.results + 1);
    expect(await cells.cellText(target.results + 1, 'Analysemonster')).toBe(target.Name);
    await (await cells.cell(target.results + 1, 'Component')).click();
    await page.keyboard.press('Control+Z');
    await expect.poll(() => cells.rowCount()).toBe(target.results);

    // Back on the list, focus is on the sample again; one arrow right is its sub-samples button.
    await page.getByRole('button', { name: 'Terug naar de monsterlijst' }).click();
    await list.waitFor();
    await expect.poll(() => focusedSample(page)).toBe(target.Name);
    await page.keyboard.press('ArrowRight');
    expect(await focusedButton(page)).toBe('Deelmonsters');
    await page.keyboard.press('Enter');

    const jars = (target.jars ?? '').split('|');
    const parts = page.getByRole('list', { name: `Deelmonsters van ${target.Name}` });
    await expect.poll(() => parts.getByRole('link').allTextContents()).toEqual(jars);
    await expectNoSeriousA11yViolations(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(jars[0]);

    // Escape is the way back; the browser's forward opens the sub-samples again, and a link opens the jar.
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedSample(page)).toBe(target.Name);
    await page.goBack();
    await parts.waitFor();
    await parts.getByRole('link', { name: jars[0] }).click();
    await page.waitForURL(/\/soilSample\//);

    // A bookmark of a sample that is gone shows all results and says so.
    await page.goto(appPath(`project/${projectId}/results?view=grid&sample=no-such-sample`));
    await page.getByRole('status').filter({ hasText: 'Dit analysemonster bestaat niet (meer) in dit project.' }).waitFor();
    await expect.poll(() => gridCells(page, page.getByRole('grid', { name: 'Analyseresultaten' })).rowCount()).toBe(2 * target.results);
    expectNoPageProblems(problems);
  });
});
