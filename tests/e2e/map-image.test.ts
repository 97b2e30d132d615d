import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPath, demoProjectKeys, expectNoPageProblems, signIn, useE2eHarness } from './harness';
import { blockedTile, openMapAt, serverTable, tileHosts } from './map-page';
import { demoAuthorisation, demoToken } from './demo-service-call';

/**
 * The map's save-map-image tool (spec 02 section 2, 'Map': take a screenshot; the dialog asks for
 * confirmation and the image appears among the project's map images) in real Chromium with every tile
 * host blocked: the PNG stored is the view at its screen size, the pictures gallery lists it, and a
 * name the server already holds is refused with the server's message.
 */
const harness = useE2eHarness();

let projectId = 0;
let projectGuid = '';

beforeAll(async () => {
  ({ projectId, projectGuid } = await demoProjectKeys(harness));
});

/** The project's map images as GetMediaList answers them. */
async function serverMapImages(): Promise<Array<{ FileName: string; Width: number | null; Height: number | null; MediaType: string }>> {
  const answer = await fetch(`${harness.url}/MediaRestService_V1_0/GetMediaList`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${await demoToken(harness.url)}` },
    body: JSON.stringify({ Authorisation: demoAuthorisation, ProjectGuid: projectGuid }),
  });
  const { Media } = (await answer.json()) as { Media: Array<{ FileName: string; MediaClassification: string; Width: number | null; Height: number | null; MediaType: string }> };
  return Media.filter((item) => item.MediaClassification === 'MapImages');
}

/** A stored media file's bytes, downloaded through its signed link (GetLink). */
async function storedBytes(fileName: string): Promise<Buffer> {
  const answer = await fetch(`${harness.url}/MediaRestService_V1_0/GetLink`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${await demoToken(harness.url)}` },
    body: JSON.stringify({ Authorisation: demoAuthorisation, ProjectGuid: projectGuid, Filename: fileName }),
  });
  const { Link } = (await answer.json()) as { Link: string };
  const file = await fetch(new URL(Link, harness.url));
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

/** The screen's point marker colour (as the map's own tests read it). */
const isMarkerBlue = ([r, g, b]: number[]) => (b ?? 0) > 150 && (r ?? 255) < 90 && (g ?? 255) < 130;

/** Stores a small PNG as a map image under this name, as another user might. */
async function uploadMapImage(fileName: string): Promise<void> {
  const form = new FormData();
  form.append('ProjectGuid', projectGuid);
  form.append('MediaClassification', 'MapImages');
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } }).png().toBuffer();
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), fileName);
  const answer = await fetch(`${harness.url}/MediaRestService_V1_0/UploadMedia`, { method: 'POST', headers: { authorization: `Bearer ${await demoToken(harness.url)}` }, body: form });
  expect(((await answer.json()) as { Uploaded: string[] }).Uploaded).toEqual([fileName]);
}

describe('saving the map view as a map image with tiles blocked', () => {
  it('asks for confirmation, stores the view as a PNG map image that the gallery lists, and shows the server\'s refusal of a taken name', async () => {
    const { page, problems } = harness;
    await page.context().route(tileHosts, (route) => route.abort('internetdisconnected'));
    await signIn(page);
    const [demo] = await serverTable<{ MpXCoord: number; MpYCoord: number }>(harness.url, 'GetMeasurementPoints', projectId, 'tblMeasurementPoints');
    if (!demo) throw new Error('the demo project has no points');
    // Centred on a demo point: its marker is drawn in the middle of the image.
    const map = await openMapAt(page, projectId, { center: [demo.MpXCoord, demo.MpYCoord], resolution: 0.25 });
    const before = await serverMapImages();

    await page.getByRole('button', { name: 'Kaartafbeelding opslaan' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Kaartafbeelding opslaan?' });
    const message = await confirm.getByText(/wordt als kaartafbeelding/).textContent();
    const fileName = /(kaart-\S+-\d{8}-\d{6}\.png)/.exec(message ?? '')?.[1] ?? '';
    expect(fileName).toMatch(/^kaart-.+-\d{8}-\d{6}\.png$/);
    await confirm.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('status').filter({ hasText: `Kaartafbeelding ${fileName} opgeslagen.` }).waitFor({ timeout: 30_000 });

    const stored = (await serverMapImages()).filter((item) => !before.some((old) => old.FileName === item.FileName));
    expect(stored).toEqual([expect.objectContaining({ FileName: fileName, MediaType: 'image/png', Width: map.geometry.size[0], Height: map.geometry.size[1] })]);

    const [width, height] = map.geometry.size;
    const middle = await sharp(await storedBytes(fileName)).extract({ left: Math.floor(width / 2) - 1, top: Math.floor(height / 2) - 1, width: 3, height: 3 }).removeAlpha().raw().toBuffer();
    const pixels = Array.from({ length: 9 }, (_, index) => [...middle.subarray(index * 3, index * 3 + 3)]);
    expect(pixels.some(isMarkerBlue), `marker blue among ${JSON.stringify(pixels)}`).toBe(true);

    // A name the server already holds: its refusal is shown as the server's message, nothing else stored.
    await page.getByRole('button', { name: 'Kaartafbeelding opslaan' }).click();
    const again = await confirm.getByText(/wordt als kaartafbeelding/).textContent();
    const taken = /(kaart-\S+-\d{8}-\d{6}\.png)/.exec(again ?? '')?.[1] ?? '';
    if (taken !== fileName) await uploadMapImage(taken);
    const count = (await serverMapImages()).length;
    await confirm.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('alert').filter({ hasText: `Media met deze naam bestaat al op de server: ${taken}.` }).waitFor({ timeout: 30_000 });
    expect(await serverMapImages()).toHaveLength(count);

    await page.goto(appPath(`project/${projectId}/pictures`));
    const gallery = page.getByRole('region', { name: 'Kaartafbeeldingen' });
    await gallery.locator(`.media-tile[data-file="${fileName}"]`).waitFor();
    expectNoPageProblems(problems, blockedTile);
  });
});
