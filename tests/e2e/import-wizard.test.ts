import { open, readFile, rm } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TiDocument } from '../../src/domain/formats/ti/ti-document';
import { comparableTree } from '../server/import-export/ti-fixtures';
import { appPath, demoProject, demoProjectId, expectNoPageProblems, expectNoSeriousA11yViolations, signIn, useE2eHarness } from './harness';
import { importIntoDemoProject, openImportSelection } from './import-wizard-steps';

/**
 * The import wizard (spec 02 section 2) in real Chromium against the real server: the demo project exported
 * as .ti through the export wizard, imported from the project list's toolbar under a new project code
 * (the proposed code is refused as in use), and the new project exported again gives the same tree; a
 * 201 MB file is refused by the upload rules before anything is sent. Contexts start in Dutch.
 */
const harness = useE2eHarness();

let projectId = 0;

beforeAll(async () => {
  projectId = await demoProjectId(harness);
});

/** Exports project `prId` as .ti through the export wizard and answers the downloaded file's path and its document. */
async function exportTi(page: Page, prId: number): Promise<{ path: string; tree: TiDocument }> {
  await page.goto(appPath(`project/${prId}/export`));
  const wizard = page.locator('.export-wizard');
  const button = (name: string) => wizard.getByRole('button', { name, exact: true });
  await wizard.getByRole('radio', { name: 'Projectbestand (.ti)' }).check();
  await button('Volgende').click();
  await wizard.getByText(/^Te exporteren meetpunten/).waitFor();
  await button('Volgende').click();
  await button('Exporteren').click();
  const link = wizard.getByRole('link', { name: /downloaden$/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  const entries = unzipSync(new Uint8Array(await readFile(path)));
  return { path, tree: JSON.parse(strFromU8(entries['project.json'] ?? new Uint8Array())) as TiDocument };
}

/** Exports the project's points and layers to XLSX through the export wizard and answers the workbook. */
async function exportXlsx(page: Page, prId: number): Promise<ExcelJS.Workbook> {
  await page.goto(appPath(`project/${prId}/export`));
  const wizard = page.locator('.export-wizard');
  const button = (name: string) => wizard.getByRole('button', { name, exact: true });
  await wizard.getByRole('radio', { name: /^Excel \(\.xlsx\)/ }).check();
  await button('Volgende').click();
  await wizard.getByText(/^Te exporteren meetpunten/).waitFor();
  await button('Volgende').click();
  await button('Exporteren').click();
  const [download] = await Promise.all([page.waitForEvent('download'), wizard.getByRole('link', { name: /\.xlsx downloaden$/ }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await readFile(await download.path()) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  return workbook;
}

describe('import wizard', () => {
  it('imports an exported .ti as a new project code from the project list: the same tree, counts and values', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const exported = await exportTi(page, projectId);

    await page.goto(appPath(''));
    await page.getByRole('toolbar').first().getByRole('button', { name: 'Importeren', exact: true }).click();
    await page.waitForURL((url) => url.pathname === appPath('import'));
    await page.getByRole('button', { name: 'Reguliere import' }).click();
    const wizard = page.locator('.import-wizard');
    const button = (name: string) => wizard.getByRole('button', { name, exact: true });
    await wizard.getByRole('radio', { name: /Projectbestand \(\.ti\) als nieuw project/ }).check();
    await button('Volgende').click();
    await wizard.getByLabel('Bestanden kiezen').setInputFiles({ name: `${demoProject.code}.ti`, mimeType: 'application/octet-stream', buffer: await readFile(exported.path) });
    await wizard.getByText(`${demoProject.code}.ti (`).waitFor();
    await expectNoSeriousA11yViolations(page, { include: '.import-wizard' });
    await button('Volgende').click();

    // The file proposes its own code, which is in use: refused with an error line, the step stays.
    const code = wizard.getByLabel('Projectcode van het nieuwe project');
    await code.waitFor();
    expect(await code.inputValue()).toBe(demoProject.code);
    await button('Importeren').click();
    await wizard.locator('[data-level="error"]').first().waitFor();
    expect(await code.isVisible()).toBe(true);

    await code.fill('DEMO-KOPIE');
    await button('Importeren').click();
    await wizard.getByText('Project DEMO-KOPIE is geïmporteerd.').waitFor();
    const points = exported.tree.tables.tblMeasurementPoints?.length ?? 0;
    const importedLine = wizard.getByText(`Project DEMO-KOPIE geïmporteerd: ${points} meetpunten.`);
    await importedLine.waitFor();
    // The alert filter: without info only the refused code's error line stays.
    await wizard.getByRole('checkbox', { name: 'Info' }).uncheck();
    await importedLine.waitFor({ state: 'detached' });
    expect(await wizard.locator('.export-wizard__line').evaluateAll((lines) => lines.map((line) => line.getAttribute('data-level')))).toEqual(['error']);
    await wizard.getByRole('checkbox', { name: 'Info' }).check();
    await wizard.getByRole('link', { name: 'DEMO-KOPIE openen' }).click();
    await page.waitForURL(/\/Web\/project\/\d+$/);
    const copyId = Number(/project\/(\d+)$/.exec(page.url())?.[1]);
    expect(copyId).not.toBe(projectId);

    const copy = await exportTi(page, copyId);
    expect(copy.tree.project.PrCode).toBe('DEMO-KOPIE');
    const counts = (tree: TiDocument) => Object.fromEntries(Object.entries(tree.tables).map(([table, rows]) => [table, rows.length]));
    expect(counts(copy.tree)).toEqual(counts(exported.tree));
    expect(points).toBeGreaterThan(0);
    // Every value of every record, links by GUID kept (the GUIDs themselves are new).
    expect(comparableTree(copy.tree)).toEqual(comparableTree(exported.tree));
    expectNoPageProblems(problems);
  }, 60_000);

  it('exports the points to XLSX, takes back values changed in the file from the project\'s toolbar: the changes land', async () => {
    const { page, problems } = harness;
    await signIn(page);
    const workbook = await exportXlsx(page, projectId);
    const points = workbook.getWorksheet('tblMeasurementPoints');
    if (!points) throw new Error('no points sheet');
    const column = (field: string) => (points.getRow(1).values as unknown[]).indexOf(field);
    const row = points.getRow(2);
    const name = String(row.getCell(column('MpName')).value);
    const x = Number(row.getCell(column('MpXCoord')).value);
    // As a Dutch user types them: a decimal comma, a day-first date.
    row.getCell(column('MpXCoord')).value = String(x + 0.5).replace('.', ',');
    row.getCell(column('MpRemark')).value = 'Gewijzigd in Excel';
    row.getCell(column('MpDate')).value = '24-11-2026';
    const changed = Buffer.from(await workbook.xlsx.writeBuffer());

    await openImportSelection(page, projectId);
    await page.getByRole('button', { name: 'Reguliere import' }).click();
    const wizard = page.locator('.import-wizard');
    const button = (label: string) => wizard.getByRole('button', { name: label, exact: true });
    await wizard.getByRole('radio', { name: /Meetpunten en lagen uit Excel/ }).check();
    await button('Volgende').click();
    await wizard.getByLabel('Bestanden kiezen').setInputFiles({ name: 'gewijzigd.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: changed });
    await importIntoDemoProject(wizard);

    const again = (await exportXlsx(page, projectId)).getWorksheet('tblMeasurementPoints');
    const found = again?.getRows(2, (again.rowCount || 1) - 1)?.find((candidate) => String(candidate.getCell(column('MpName')).value) === name);
    expect(found?.getCell(column('MpRemark')).value).toBe('Gewijzigd in Excel');
    expect(found?.getCell(column('MpXCoord')).value).toBe(x + 0.5);
    expect((found?.getCell(column('MpDate')).value as Date).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expectNoPageProblems(problems);
  }, 60_000);

  it('refuses a 201 MB file with the spec\'s message before uploading it', async () => {
    const { page, problems } = harness;
    const path = join(tmpdir(), `import-wizard-${process.pid}-large.ti`);
    // A sparse file: 201 MB long, nothing of it written, never read into memory here.
    const handle = await open(path, 'w');
    await handle.truncate(201 * 1024 * 1024).finally(() => handle.close());
    try {
      await signIn(page);
      await page.goto(`${appPath('import')}?kind=regular`);
      const wizard = page.locator('.import-wizard');
      const button = (name: string) => wizard.getByRole('button', { name, exact: true });
      await wizard.getByRole('radio', { name: /Projectbestand \(\.ti\)/ }).check();
      await button('Volgende').click();
      await wizard.getByLabel('Bestanden kiezen').setInputFiles(path);
      await button('Volgende').click();
      await wizard.getByText(`Maximale bestandsgrootte: ${path.split('/').pop() ?? ''} is groter dan 200 MB.`).waitFor();
      // Back on the drop step: the choice can be mended.
      expect(await wizard.getByLabel('Bestanden kiezen').isVisible()).toBe(true);
      expectNoPageProblems(problems);
    } finally {
      await rm(path, { force: true });
    }
  });
});
