import { describe, expect, it } from 'vitest';
import { gridCells } from './grid-cells';
import type { GridCells } from './grid-cells';
import { expectNoPageProblems, expectNoSeriousA11yViolations, openDemoProject, readServerSqlite, runPaletteCommand, signIn, useE2eHarness } from './harness';

/**
 * The analysis samples grid in real Chromium against the real server (spec 02 sections 2, 3 and 4):
 * opened from the palette on the demo project, every sample shown as the server stores it (with its
 * jars and its assignment's order), a name typed and an assessment result pasted, saved and read
 * back after a reload; a sample on a sent assignment refuses typing, paste and Delete, and multi-edit
 * passes it by; a row deleted in the grid is gone from the database after the save.
 */
const harness = useE2eHarness({ contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } });

interface StoredSample {
  AsID: number;
  Name: string;
  MatrixCode: string;
  From: number | null;
  To: number | null;
  AssessmentResult: string | null;
  PurposeType: string | null;
  OrderNr: string | null;
  LbDeleted: number | null;
  jars: string | null;
}

/** The project's analysis samples as the server's database holds them, with their jars' names and their assignment. */
function storedSamples(projectId: number): StoredSample[] {
  return readServerSqlite(harness, (db) => db.prepare(`
      select s.AsID, s.Name, s.MatrixCode, s."From", s."To", s.AssessmentResult, s.PurposeType, l.OrderNr, l.LbDeleted,
        (select group_concat(j.JrName, ', ') from (select jr.JrName from tblAnalysisSampleParts p join tblJars jr on jr.JrID = p.JrID where p.AsID = s.AsID order by p.ApID) j) as jars
      from tblAnalysisSamples s left join tblLabAssignments l on l.LbID = s.LbID
      where s.PrID = ? order by s.AsID`).all(projectId) as StoredSample[]);
}

const matrixText: Readonly<Record<string, string>> = { GR: 'grond', GW: 'grondwater', OW: 'oppervlaktewater' };

/** A depth as the grid shows it in Dutch: a decimal comma. */
function dutchNumber(value: number | null): string {
  return value === null ? '' : String(value).replace('.', ',');
}

async function rowOf(cells: GridCells, name: string): Promise<number> {
  const count = await cells.rowCount();
  for (let row = 1; row <= count; row += 1) if (await cells.cellText(row, 'Naam') === name) return row;
  throw new Error(`no row named ${name}`);
}

describe('analysis samples grid', () => {
  it('shows the demo\'s analysis samples as stored, saves a typed name, a pasted result, a multi-edit and a delete, and keeps a sample on a sent assignment read-only', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const projectId = await openDemoProject(page);
    // The project's toolbar leads there too; the palette is how a keyboard user goes.
    await page.getByRole('toolbar').getByRole('button', { name: 'Analysemonsters openen' }).waitFor();
    await runPaletteCommand(page, 'Analysemonsters openen');
    await page.waitForURL(`**/project/${projectId}/analysis-samples`);
    const cells = gridCells(page, page.getByRole('grid', { name: 'Analysemonsters' }));

    const stored = storedSamples(projectId);
    expect(stored.length).toBeGreaterThanOrEqual(5);
    await expect.poll(() => cells.rowCount()).toBe(stored.length);
    await expectNoSeriousA11yViolations(page);
    for (const [index, sample] of stored.entries()) {
      const row = index + 1;
      expect(await cells.cellText(row, 'Naam')).toBe(sample.Name);
      expect(await cells.cellText(row, 'Matrix')).toBe(matrixText[sample.MatrixCode] ?? sample.MatrixCode);
      expect(await cells.cellText(row, 'Van (cm)')).toBe(dutchNumber(sample.From));
      expect(await cells.cellText(row, 'Tot (cm)')).toBe(dutchNumber(sample.To));
      expect(await cells.cellText(row, 'Veldmonsters')).toBe(sample.jars ?? '');
      // A soft-deleted assignment is not listed (spec 02 section 4): its order is not shown.
      expect(await cells.cellText(row, 'Labopdracht')).toBe(sample.LbDeleted ? '' : sample.OrderNr ?? '');
    }

    // A sample on a saved (not sent) assignment: type a name, paste an assessment result, save.
    const editable = await rowOf(cells, 'MM B011');
    await (await cells.cell(editable, 'Naam')).click();
    await page.keyboard.type('MM B011 herzien');
    await page.keyboard.press('Enter');
    await (await cells.cell(editable, 'Toetsingsresultaat')).click();
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'schoon');
    await page.keyboard.press('Control+V');
    await expect.poll(() => cells.cellText(editable, 'Toetsingsresultaat')).toBe('schoon');
    // Undo takes the paste back, redo brings it again.
    await page.keyboard.press('Control+Z');
    await expect.poll(() => cells.cellText(editable, 'Toetsingsresultaat')).toBe('');
    await page.keyboard.press('Control+Y');
    await expect.poll(() => cells.cellText(editable, 'Toetsingsresultaat')).toBe('schoon');
    await page.keyboard.press('Control+S');
    await expect.poll(() => storedSamples(projectId).find((sample) => sample.Name === 'MM B011 herzien')?.AssessmentResult, { timeout: 15_000 }).toBe('schoon');

    await page.reload();
    const fresh = gridCells(page, page.getByRole('grid', { name: 'Analysemonsters' }));
    await expect.poll(() => fresh.rowCount()).toBe(stored.length);
    const saved = await rowOf(fresh, 'MM B011 herzien');
    expect(await fresh.cellText(saved, 'Toetsingsresultaat')).toBe('schoon');

    // MM B001 is on the sent LAB-2026-001: typing, paste and Delete leave it as it is.
    const sent = await rowOf(fresh, 'MM B001');
    expect(await fresh.cellText(sent, 'Labopdracht')).toBe('LAB-2026-001');
    const sentName = await fresh.cell(sent, 'Naam');
    await sentName.click();
    await page.keyboard.type('Gewijzigd');
    await page.keyboard.press('Enter');
    await sentName.click();
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'geplakt');
    await page.keyboard.press('Control+V');
    await page.keyboard.press('Delete');
    expect(await fresh.cellText(sent, 'Naam')).toBe('MM B001');
    expect(await sentName.getAttribute('class')).toContain('data-grid__cell--readonly');
    await (await fresh.cell(sent, 'Toetsingsresultaat')).click();
    await page.keyboard.press('Control+V');
    expect(await fresh.cellText(sent, 'Toetsingsresultaat')).toBe('');
    expect(storedSamples(projectId).find((sample) => sample.OrderNr === 'LAB-2026-001')?.Name).toBe('MM B001');

    // Multi-edit over every row writes the purpose type of the samples that may change, not of those on a sent assignment.
    const grid = page.getByRole('grid', { name: 'Analysemonsters' });
    await grid.locator('[role="row"][aria-rowindex="2"] [role="rowheader"]').click();
    await fresh.showRow(stored.length);
    await grid.locator(`[role="row"][aria-rowindex="${stored.length + 1}"] [role="rowheader"]`).click({ modifiers: ['Shift'] });
    await page.getByRole('toolbar', { name: 'Acties voor Analysemonsters' }).getByRole('button', { name: 'Meervoudig bewerken' }).click();
    await page.getByRole('option', { name: 'Doeltype', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Eén veld voor alle geselecteerde rijen' });
    await dialog.getByLabel('Nieuwe waarde').fill('T1');
    await dialog.getByRole('button', { name: 'Toepassen' }).click();
    const onSent = new Set(stored.filter((sample) => sample.OrderNr === 'LAB-2026-001' || sample.OrderNr === 'LAB-2026-002').map((sample) => sample.AsID));
    expect(onSent.size).toBe(2);

    // The sample on the soft-deleted assignment is deleted; then one save stores both.
    const removed = await rowOf(fresh, 'MM B015');
    await grid.locator(`[role="row"][aria-rowindex="${removed + 1}"] [role="rowheader"]`).click();
    await page.getByRole('toolbar', { name: 'Acties voor Analysemonsters' }).getByRole('button', { name: 'Rijen verwijderen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rijen verwijderen' }).click();
    await expect.poll(() => fresh.rowCount()).toBe(stored.length - 1);
    await page.keyboard.press('Control+S');
    await expect.poll(() => storedSamples(projectId).length, { timeout: 15_000 }).toBe(stored.length - 1);
    const after = storedSamples(projectId);
    expect(after.map((sample) => sample.Name)).not.toContain('MM B015');
    for (const sample of after) expect(sample.PurposeType, sample.Name).toBe(onSent.has(sample.AsID) ? null : 'T1');
    expectNoPageProblems(problems);
  }, 180_000);
});
