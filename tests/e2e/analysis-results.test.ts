import { describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import { appPath, expectNoPageProblems, expectNoSeriousA11yViolations, openDemoProject, signIn, useE2eHarness } from './harness';

/**
 * The lab's answer in real Chromium against the real server (spec 02 sections 2, 3 and 5): a delivery
 * for the demo assignment LAB-2026-002 uploaded on the results screen is imported by the importer's job,
 * the assignment shows its lab status and report number, the grid shows '<0.2' as the lab sent it, a
 * wrong unit is fixed by paste and saved, a duplicate component + method + unit is refused at the cell,
 * and the pivot view is one key away.
 */
const harness = useE2eHarness({ contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } });

const delivery = [
  'OrderNr;SampleName;ReportNumber;LabStatus;ComponentGroup;Component;Method;Unit;Value;GroupOrder;ComponentOrder',
  'LAB-2026-002;MM B008;R-2026-0533;5;Metalen;Cadmium;AS3000;mg/kg;<0.2;1;1',
  'LAB-2026-002;MM B008;R-2026-0533;5;Metalen;Zink;AS3000;mg/kg ds;41;1;2',
  'LAB-2026-002;MM B008;R-2026-0533;5;Metalen;Lood;AS3000;mg/kg ds;36;1;3',
  'LAB-2026-002;MM B999;R-2026-0533;5;Metalen;Lood;AS3000;mg/kg ds;36;1;3',
].join('\r\n');

describe('analysis results', () => {
  it('imports a delivery for the demo assignment, shows <0.2 as sent, fixes a unit by paste and refuses a duplicate at the cell', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const projectId = await openDemoProject(page);
    // Opened from the lab assignments, as a lab coordinator goes from the orders to their answers.
    await page.goto(appPath(`project/${projectId}/lab-assignments`));
    await page.getByRole('link', { name: 'Analyseresultaten openen' }).click();
    // The screen opens on the sample list (spec 02 section 2); all results are one button away.
    await page.getByRole('table', { name: 'Analyseresultaten' }).waitFor();
    await page.getByRole('button', { name: 'Alle resultaten' }).click();
    const grid = page.getByRole('grid', { name: 'Analyseresultaten' });
    const cells = gridCells(page, grid);
    // The demo certificate of LAB-2026-001 (15 results, MM B001) is there from the start; MM B008's come next.
    await expect.poll(() => cells.rowCount()).toBeGreaterThanOrEqual(15);
    const before = await cells.rowCount();

    await page.locator('input[type="file"]').setInputFiles({ name: 'levering-LAB-2026-002.csv', mimeType: 'text/csv', buffer: Buffer.from(delivery) });
    const log = page.getByRole('list', { name: 'Inleeslog' });
    const entry = log.getByRole('listitem').filter({ hasText: 'levering-LAB-2026-002.csv' }).first();
    await entry.filter({ hasText: 'ingelezen' }).filter({ hasText: '3 resultaten ingelezen voor 1 analysemonsters (LAB-2026-002).' }).waitFor();
    await expect.poll(() => entry.textContent()).toContain('Monster MM B999 staat niet op order LAB-2026-002: 1 resultaten niet ingelezen (regels 5).');
    await page.getByRole('status').filter({ hasText: /Inactief · laatst 0 minuten geleden/ }).waitFor();

    // The grid reads the imported results: the censored value exactly as the lab sent it.
    await expect.poll(() => cells.rowCount()).toBe(before + 3);
    expect(await cells.cellText(16, 'Analysemonster')).toBe('MM B008');
    expect(await cells.cellText(16, 'Component')).toBe('Cadmium');
    expect(await cells.cellText(16, 'Waarde')).toBe('<0.2');
    expect(await cells.cellText(16, 'Symbool')).toBe('<');

    // Fix the unit by paste, as from the lab's Excel.
    await (await cells.cell(16, 'Eenheid')).click();
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'mg/kg ds');
    await page.keyboard.press('Control+V');
    await expect.poll(() => cells.cellText(16, 'Eenheid')).toBe('mg/kg ds');

    // Zink renamed to Lood clashes with the Lood of the same sample, method and unit: marked before any save.
    await (await cells.cell(17, 'Component')).click();
    await page.keyboard.type('Lood');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await cells.cell(17, 'Component')).getAttribute('aria-invalid')).toBe('true');
    await expect.poll(async () => (await cells.cell(18, 'Eenheid')).getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Control+S');
    await page.getByText(/Component 'Lood' met deze methode en eenheid staat al bij dit analysemonster/).first().waitFor();

    await (await cells.cell(17, 'Component')).click();
    await page.keyboard.press('Control+Z');
    await expect.poll(() => cells.cellText(17, 'Component')).toBe('Zink');
    await expect.poll(async () => (await cells.cell(17, 'Component')).getAttribute('aria-invalid')).toBeNull();
    await page.keyboard.press('Control+S');
    await page.getByRole('toolbar', { name: 'Acties voor Analyseresultaten' }).getByRole('button', { name: 'Opslaan' }).and(page.locator(':not([aria-busy="true"])')).waitFor();

    await expect.poll(async () => {
      await page.reload();
      const fresh = gridCells(page, page.getByRole('grid', { name: 'Analyseresultaten' }));
      await expect.poll(() => fresh.rowCount()).toBe(before + 3);
      return [await fresh.cellText(16, 'Eenheid'), await fresh.cellText(16, 'Waarde'), await fresh.cellText(17, 'Component')];
    }, { timeout: 15_000 }).toEqual(['mg/kg ds', '<0.2', 'Zink']);

    // The pivot, one key away: components down, samples across, '<0.2' as sent.
    await (await gridCells(page, page.getByRole('grid', { name: 'Analyseresultaten' })).cell(1, 'Component')).click();
    await page.keyboard.press('F9');
    const pivot = gridCells(page, page.getByRole('grid', { name: 'Analyseresultaten per monster' }));
    await expect.poll(() => pivot.columnTitles()).toContain('MM B008');
    const cadmium = await pivot.grid.getByRole('row').filter({ hasText: 'Cadmium' }).first().getAttribute('aria-rowindex');
    expect(await pivot.cellText(Number(cadmium) - 1, 'MM B008')).toBe('<0.2');
    expect(page.url()).toContain('view=pivot');

    // The assignment shows the lab's status and report number.
    await page.goto(appPath(`project/${projectId}/lab-assignments`));
    const row = page.getByRole('table', { name: 'Alle labopdrachten' }).getByRole('row').filter({ hasText: 'LAB-2026-002' });
    await expect.poll(() => row.innerText()).toContain('Labstatus 5, rapport R-2026-0533');
    expectNoPageProblems(problems);
  });

  it('adds the components of another sample to a chosen sample by manual input, and the typed value splits into symbol and limit', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const projectId = await openDemoProject(page);
    await page.goto(appPath(`project/${projectId}/results?view=grid`));
    const cells = gridCells(page, page.getByRole('grid', { name: 'Analyseresultaten' }));
    await expect.poll(() => cells.rowCount()).toBeGreaterThanOrEqual(15);
    const before = await cells.rowCount();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Resultaten toevoegen…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Analyseresultaten handmatig invoeren' });
    await dialog.getByRole('checkbox', { name: 'MM B009' }).check();
    await dialog.getByRole('radio', { name: 'Componenten overnemen van monster' }).check();
    await dialog.getByLabel('Monster om van over te nemen').selectOption({ label: 'MM B001' });
    await dialog.getByText('15 componenten gekozen').waitFor();
    await dialog.getByRole('button', { name: 'Toevoegen aan monster' }).click();
    await expect.poll(() => cells.rowCount()).toBe(before + 15);
    const first = before + 1;
    expect([await cells.cellText(first, 'Analysemonster'), await cells.cellText(first, 'Component'), await cells.cellText(first, 'Eenheid')]).toEqual(['MM B009', 'Droge stof', '%']);

    await (await cells.cell(first, 'Waarde')).click();
    await page.keyboard.type('< 0,5');
    await page.keyboard.press('Enter');
    expect(await cells.cellText(first, 'Symbool')).toBe('<');
    await page.keyboard.press('Control+S');
    await expect.poll(async () => {
      await page.reload();
      const fresh = gridCells(page, page.getByRole('grid', { name: 'Analyseresultaten' }));
      await expect.poll(() => fresh.rowCount()).toBeGreaterThanOrEqual(before);
      const count = await fresh.rowCount();
      return count === before + 15 ? [await fresh.cellText(first, 'Waarde'), await fresh.cellText(first, 'Symbool')] : [String(count)];
    }, { timeout: 15_000 }).toEqual(['< 0,5', '<']);
    expectNoPageProblems(problems);
  });
});
