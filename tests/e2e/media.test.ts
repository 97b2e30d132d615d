import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soilLegend } from '../../src/domain/borelog/soil-legend';
import { recomputeLayerSoilCodes } from '../../src/domain/soil/layer-soil-codes';
import { appPath, expectNoPageProblems, openDemoProject, readServerSqlite, signIn, useE2eHarness } from './harness';

/**
 * Media and the borelog in real Chromium against the real server (spec 02 sections 2, 4, 5 and 8): photos
 * dropped on a point become thumbnails in its gallery, one is deleted after typing DELETE and its file and
 * thumbnail leave the media folder; a 201 MB file and a second zip are refused with the spec's messages;
 * the borelog side panel draws every layer of a demo point at its depths in its soil colour.
 */
const harness = useE2eHarness();
let folder: string;
beforeAll(() => { folder = mkdtempSync(join(tmpdir(), 'e2e-media-')); });
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Files under the server's media folder, thumbnails apart. */
function mediaFiles(): { files: string[]; thumbnails: string[] } {
  const root = join(harness.dataDir, 'media');
  const all = existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name !== '.link-key') : [];
  return {
    files: all.filter((entry) => !entry.parentPath.endsWith('thumbs')).map((entry) => entry.name),
    thumbnails: all.filter((entry) => entry.parentPath.endsWith('thumbs')).map((entry) => entry.name),
  };
}

async function openPoint(name: string): Promise<number> {
  const { page } = harness;
  await signIn(page);
  const projectId = await openDemoProject(page);
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  return projectId;
}

describe('media and borelog', () => {
  it('takes three photos dropped on a point, shows their thumbnails, and deletes one with its thumbnail after typing DELETE', async () => {
    const { page, problems } = harness;
    await openPoint('B004');
    const gallery = page.getByRole('region', { name: "Foto's van dit meetpunt" });
    await gallery.getByText('Geen afbeeldingen').waitFor();
    // Other tests of this file may have stored files too: count what this one adds.
    const before = mediaFiles();
    const photos = await Promise.all(['#c44', '#4c4', '#44c'].map(async (colour, index) => ({
      name: `boring-${index + 1}.jpg`,
      base64: (await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } }).jpeg().toBuffer()).toString('base64'),
    })));
    const dropped = await page.evaluateHandle((files) => {
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(new File([Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))], file.name, { type: 'image/jpeg' }));
      return transfer;
    }, photos);
    await gallery.dispatchEvent('drop', { dataTransfer: dropped });
    await gallery.getByRole('status').filter({ hasText: '3 bestand(en) opgeslagen.' }).waitFor();
    const thumbnails = gallery.locator('img.media-tile__thumbnail');
    await expect.poll(() => thumbnails.count()).toBe(3);
    await expect.poll(() => thumbnails.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth === 320))).toBe(true);
    expect(mediaFiles().thumbnails).toHaveLength(before.thumbnails.length + 3);

    await gallery.getByRole('button', { name: 'boring-2.jpg verwijderen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'boring-2.jpg verwijderen' });
    await confirm.getByLabel('Typ DELETE om te bevestigen').fill('DELETE');
    await page.keyboard.press('Enter');
    await expect.poll(() => gallery.locator('.media-tile').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-file')))).toEqual(['boring-1.jpg', 'boring-3.jpg']);
    expect(mediaFiles().thumbnails).toHaveLength(before.thumbnails.length + 2);
    expect(mediaFiles().files).toHaveLength(before.files.length + 2);

    await gallery.getByRole('button', { name: 'boring-1.jpg openen' }).click();
    const lightbox = page.getByRole('dialog', { name: 'boring-1.jpg (1 van 2)' });
    await lightbox.getByRole('img', { name: 'boring-1.jpg' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'boring-3.jpg (2 van 2)' }).getByRole('img', { name: 'boring-3.jpg' }).waitFor();
    await page.keyboard.press('Escape');
    expectNoPageProblems(problems);
  });

  it('refuses a 201 MB file and a second zip with the spec\'s messages, sending nothing', async () => {
    const { page, problems } = harness;
    const projectId = await openPoint('B005');
    const huge = join(folder, 'groot.jpg');
    closeSync(openSync(huge, 'w'));
    truncateSync(huge, 201 * 1024 * 1024);
    const gallery = page.getByRole('region', { name: "Foto's van dit meetpunt" });
    await gallery.getByLabel('Bestanden kiezen…').setInputFiles(huge);
    await gallery.getByRole('alert').filter({ hasText: 'Maximale bestandsgrootte: groot.jpg is groter dan 200 MB.' }).waitFor();

    await page.goto(appPath(`project/${projectId}/attachments`));
    const klic = page.getByRole('region', { name: 'KLIC-bestanden' });
    await klic.getByText('Geen KLIC-bestanden').waitFor();
    const zips = ['melding-1.klip', 'melding-2.zip'].map((name) => ({ name, mimeType: 'application/zip', buffer: Buffer.from(zipSync({ 'levering.xml': new TextEncoder().encode('<levering/>') })) }));
    await klic.getByLabel('Bestanden kiezen…').setInputFiles(zips);
    await klic.getByRole('alert').filter({ hasText: 'Slechts één zip/klic-bestand tegelijk.' }).waitFor();
    await klic.getByLabel('Bestanden kiezen…').setInputFiles(zips.slice(0, 1));
    await klic.locator('.media-tile[data-file="melding-1.klip"]').waitFor();
    expect(mediaFiles().files.filter((name) => name.endsWith('.klip'))).toHaveLength(1);
    expectNoPageProblems(problems);
  });

  it('draws the borelog of a demo point with every layer at its depths in its soil colour', async () => {
    const { page, problems } = harness;
    const projectId = await openPoint('B007');
    await page.keyboard.press('Alt+B');
    const panel = page.getByRole('complementary', { name: 'Boorstaat' });
    const preview = panel.getByRole('img', { name: 'Boorstaat van B007' });
    await preview.waitFor();
    const drawn = await preview.locator('g.layer').evaluateAll((groups) => groups.map((group) => ({
      from: Number(group.getAttribute('data-from')), to: Number(group.getAttribute('data-to')), fill: group.querySelector('rect.soil')?.getAttribute('fill'),
    })));
    const layers = readServerSqlite(harness, (db) => db.prepare("select la.* from tblLayers la join tblMeasurementPoints mp on mp.MpID = la.MpID where mp.PrID = ? and mp.MpName = 'B007' order by la.LaFrom").all(projectId) as Record<string, number | string | null>[]);
    expect(layers.length).toBeGreaterThan(2);
    expect(drawn).toEqual(layers.map((layer) => {
      const soilType = String(layer.LaSoilTypeCode ?? recomputeLayerSoilCodes(layer).LaSoilTypeCode) as keyof typeof soilLegend;
      return { from: layer.LaFrom, to: layer.LaTo, fill: soilLegend[soilType].fill };
    }));
    expectNoPageProblems(problems);
  });
});
