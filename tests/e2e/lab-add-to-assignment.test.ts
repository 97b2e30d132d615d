import { describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import { expectNoPageProblems, openDemoProject, readServerSqlite, runPaletteCommand, signIn, useE2eHarness } from './harness';

/**
 * 'Add selected samples to assignment' in real Chromium, keyboard only (spec 02 sections 2 and 4):
 * a jar made into an analysis sample, the command's hotkey on the still-selected jar, the picker
 * refusing a sent assignment with the server's message and then putting the sample on a saved one.
 */
const harness = useE2eHarness();

describe('add selected samples to a lab assignment', () => {
  it('refuses a sent assignment and puts the jar\'s analysis sample on a saved one', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const projectId = await openDemoProject(page);
    await page.getByRole('link', { name: 'B007', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'B007', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Grondmonsters' }).click();
    const jars = gridCells(page, page.getByRole('grid', { name: 'Grondmonsters' }));
    await expect.poll(() => jars.rowCount()).toBeGreaterThan(0);
    await (await jars.cell(1, 'Monsternaam')).click();
    await runPaletteCommand(page, 'Analysemonster maken');
    await page.getByRole('status').filter({ hasText: 'gemaakt van 1 potje(s).' }).waitFor();

    await page.keyboard.press('Control+Shift+L');
    const dialog = page.getByRole('dialog', { name: 'Monsters aan labopdracht toevoegen' });
    const first = dialog.getByRole('button', { name: /^LAB-2026-001/ });
    await expect.poll(() => first.evaluate((button) => button === document.activeElement)).toBe(true);
    // The first assignment was sent: the server refuses and the dialog stays open with its reason, all of it in Dutch.
    await page.keyboard.press('Enter');
    const refusal = dialog.getByRole('alert');
    await refusal.filter({ hasText: 'Er ging iets mis bij het ophalen of bijwerken van monsters.' }).waitFor();
    expect(await refusal.textContent()).toBe('Er ging iets mis bij het ophalen of bijwerken van monsters. Monsters op een verstuurde labopdracht kunnen niet meer worden gewijzigd.');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('LAB-2026-004');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: '1 analysemonster(s) toegevoegd aan labopdracht LAB-2026-004.' }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    readServerSqlite(harness, (db) => {
      const rows = db.prepare(`select lb.OrderNr from tblAnalysisSamples an
        join tblAnalysisSampleParts ap on ap.AsID = an.AsID
        join tblJars jr on jr.JrID = ap.JrID
        join tblMeasurementPoints mp on mp.MpID = jr.MpID
        left join tblLabAssignments lb on lb.LbID = an.LbID
        where an.PrID = ? and mp.MpName = 'B007'`).all(projectId);
      expect(rows).toEqual([{ OrderNr: 'LAB-2026-004' }]);
    });
    expectNoPageProblems(problems);
  });

  it('offers the lab, urgency and price agreement as pick lists of their code lists, the lab bringing its order address', async () => {
    const { page, problems } = harness;
    await signIn(page);
    await openDemoProject(page);
    await runPaletteCommand(page, 'Nieuwe labopdracht');
    await page.getByRole('heading', { level: 1, name: 'Nieuwe labopdracht' }).waitFor();
    const lab = page.getByLabel('Lab (SIKB-code)');
    await lab.focus();
    await lab.selectOption('EUA');
    await expect.poll(() => page.getByLabel('E-mailadres van het lab').inputValue()).toBe('orders@eurofins.lab.example');
    const urgencies = await page.getByLabel('Urgentie').locator('option').allTextContents();
    expect(urgencies).toEqual(['(geen)', 'N – Normaal (5 werkdagen)', 'S – Spoed (2 werkdagen)', 'Z – Zeer spoed (24 uur)']);
    expect(await page.getByLabel('Prijsafspraak').locator('option').allTextContents()).toEqual(['(geen)', 'STD – Standaardtarief', 'RAAM – Raamcontract', 'PROJ – Projectafspraak']);
    expectNoPageProblems(problems);
  });
});
