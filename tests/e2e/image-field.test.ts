import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoServiceCall, demoVeldData } from './demo-service-call';
import { appPath, expectNoPageProblems, expectNoSeriousA11yViolations, openDemoProject, signIn, useE2eHarness } from './harness';

/**
 * The image field (spec 01 section 3, type 40) in real Chromium against the real server: no seeded template
 * has one and the spec names none, so the test adds one to the point template through the field templates
 * editor's call (SaveTemplateFields), as an application manager would. A picture chosen from the keyboard is
 * uploaded into the project's media (spec 02 section 7, UploadMedia), its thumbnail shows, the saved reference
 * survives a reload, the project's picture gallery lists it, and clearing the field keeps the picture there.
 */
const harness = useE2eHarness();

const fieldCode = 'MpPhotoField';
const label = 'Foto van het boorpunt';
const fileName = 'boorpunt-b002.jpg';

const notice = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
const imageField = (page: Page) => page.getByRole('group', { name: label });
const thumbnail = (page: Page) => imageField(page).getByRole('img', { name: `${label}: ${fileName}` });

async function addImageFieldToPointTemplate(): Promise<void> {
  const answer = await demoServiceCall(harness.url, '/ManagementRestService_V1_0/SaveTemplateFields', {
    ScreenName: 'MeasurementPoint', action: 'INSERT',
    Fields: [{ FieldCode: fieldCode, EditorType: 40, Label_nl: label, Label_en: 'Borehole photo', FieldOrder: 5 }],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The field's value as the server holds it for the demo point (GetMeasurementPoints). */
async function storedReference(projectId: number, pointName: string): Promise<unknown> {
  const points = (await demoVeldData(harness.url, 'GetMeasurementPoints', projectId)).tblMeasurementPoints ?? [];
  return points.find((row) => row.MpName === pointName)?.[fieldCode] ?? null;
}

async function openPoint(page: Page, name: string): Promise<{ projectId: number; url: string }> {
  const projectId = await openDemoProject(page);
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  return { projectId, url: page.url() };
}

describe('image field', () => {
  it('uploads a picture chosen from the keyboard into the project media, shows its thumbnail after a reload, and clears only the reference', { timeout: 60_000 }, async () => {
    const { page, problems } = harness;
    await addImageFieldToPointTemplate();
    await signIn(page);
    const { projectId, url } = await openPoint(page, 'B002');
    await imageField(page).getByText('Nog geen afbeelding.').waitFor();

    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    const choose = imageField(page).getByRole('button', { name: 'Afbeelding kiezen…' });
    // Listening before the key press: Playwright turns on its file chooser interception when a listener is added.
    const choosing = page.waitForEvent('filechooser');
    await choose.focus();
    await page.keyboard.press('Enter');
    const chooser = await choosing;
    await chooser.setFiles({ name: fileName, mimeType: 'image/jpeg', buffer: picture });
    await thumbnail(page).waitFor();
    await expect.poll(() => thumbnail(page).evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // On the point's screen the picture also joins the point's own gallery.
    await page.getByRole('region', { name: "Foto's van dit meetpunt" }).locator(`[data-file="${fileName}"]`).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Control+S');
    await notice(page, 'Opgeslagen.').waitFor();
    expect(await storedReference(projectId, 'B002'), 'the field stores the media item\'s file name').toBe(fileName);
    await page.goto(url);
    await thumbnail(page).waitFor();

    await page.goto(appPath(`project/${projectId}/pictures`));
    await page.getByRole('region', { name: "Foto's" }).locator(`[data-file="${fileName}"]`).waitFor();

    // Clearing drops the reference; the picture stays in the project's media.
    await page.goto(url);
    await imageField(page).getByRole('button', { name: 'Afbeelding weghalen' }).click();
    await imageField(page).getByText('Nog geen afbeelding.').waitFor();
    await page.keyboard.press('Control+S');
    await notice(page, 'Opgeslagen.').waitFor();
    expect(await storedReference(projectId, 'B002')).toBeNull();
    await page.goto(url);
    await imageField(page).getByText('Nog geen afbeelding.').waitFor();
    expect(await thumbnail(page).count()).toBe(0);
    await page.goto(appPath(`project/${projectId}/pictures`));
    await page.getByRole('region', { name: "Foto's" }).locator(`[data-file="${fileName}"]`).waitFor();
    expectNoPageProblems(problems);
  });
});
