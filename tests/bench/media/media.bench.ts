import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { sqliteFileName } from '../../../server/db/connection';
import { borelogInputOf } from '../../../src/domain/borelog/borelog-input';
import { renderBorelogSvg } from '../../../src/domain/borelog/borelog-svg';
import { borelogTemplate } from '../../../src/domain/borelog/borelog-templates';
import { appPath, openDemoProject, signIn } from '../../e2e/app-actions';
import { ensureClientBuild } from '../../e2e/client-build';
import { chromiumLaunchOptions, defaultContextOptions } from '../../e2e/harness';
import { demoAccount, startServer } from '../../e2e/server-process';
import { startTestServer } from '../../server/harness';
import { measure, summarise } from '../measure';
import type { BenchResult } from '../measure';
import { svgToPng } from '../../../server/services/borelog/borelog-output';

/** Targets of the media issue: 100 photos of 5 MB with thumbnails ≤ 20 s; a gallery of 1,000 photos opens ≤ 1 s; a 40-layer borelog ≤ 200 ms. */
const media = '/MediaRestService_V1_0';
const labels = { depth: 'Depth (cm)', groundwater: 'GW', jars: 'Jars', tubes: 'Tubes', description: 'Description', finalDepth: 'Final depth' };

/** A camera-like JPEG of about 5 MB: 3000 × 2000 of noise at quality 95 (noise does not compress, as a photo's detail). */
function fiveMegabytePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).jpeg({ quality: 95 }).toBuffer();
}

async function upload(url: string, token: string, projectGuid: string, files: { name: string; bytes: Buffer }[]): Promise<void> {
  const form = new FormData();
  form.append('ProjectGuid', projectGuid);
  form.append('MediaClassification', 'ProjectPhoto');
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${url}${media}/UploadMedia`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const answer = await response.json() as { ResultCode: string };
  if (answer.ResultCode !== 'Import_Succes') throw new Error(`upload refused: ${JSON.stringify(answer)}`);
}

/** 100 photos of 5 MB, uploaded in requests of 20 (the default maximum count), each streamed, hashed and thumbnailed. */
async function uploadBenchmark(): Promise<BenchResult> {
  const server = await startTestServer({ dialect: 'sqlite' });
  try {
    const session = await server.login();
    const photo = await fiveMegabytePhoto();
    let round = 0;
    return await measure('media: upload 100 photos of 5 MB with thumbnails (s)', {
      samples: 3, warmup: 0,
      extra: { photoBytes: photo.length, targetMs: 20_000 },
      setup: async () => {
        round += 1;
        const answer = await session.call('/ITWDataRestService_V1_0/SetProject', { action: 'INSERT', data: { PrCode: `BENCH-UP-${round}`, PrCoordinateSystem: 'EPSG:28992' } });
        return (JSON.parse(String(answer.body.FileContent)) as { VeldData: { tblProjects: { PrGuid: string }[] } }).VeldData.tblProjects[0]?.PrGuid ?? '';
      },
    }, async (projectGuid) => {
      for (let batch = 0; batch < 5; batch += 1) {
        await upload(server.url, session.accessToken, projectGuid, Array.from({ length: 20 }, (_, index) => ({ name: `photo-${batch * 20 + index}.jpg`, bytes: photo })));
      }
    });
  } finally {
    await server.close();
  }
}

/** The picture gallery of the demo project with 1,000 photos, in Chromium: from navigation to 1,000 tiles drawn, and to every thumbnail shown. */
async function galleryBenchmark(): Promise<BenchResult[]> {
  const client = await ensureClientBuild();
  const server = await startServer({ clientDir: client.dir });
  const browser = await chromium.launch(await chromiumLaunchOptions());
  try {
    const db = new Database(join(server.dataDir, sqliteFileName), { readonly: true });
    const projectGuid = String((db.prepare("select PrGuid from tblProjects where PrCode = 'DEMO-AMF'").get() as { PrGuid: string }).PrGuid);
    db.close();
    const login = await fetch(`${server.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Username: demoAccount.username, Password: demoAccount.password, Licensenumber: demoAccount.licenceNumber }) });
    const token = (await login.json() as { access_token: string }).access_token;
    const small = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 80 }).toBuffer();
    for (let batch = 0; batch < 50; batch += 1) await upload(server.url, token, projectGuid, Array.from({ length: 20 }, (_, index) => ({ name: `g-${String(batch * 20 + index).padStart(4, '0')}.jpg`, bytes: small })));
    const context = await browser.newContext({ ...defaultContextOptions, baseURL: server.url });
    const page = await context.newPage();
    await signIn(page);
    const projectId = await openDemoProject(page);
    const opened: number[] = [];
    const allThumbnails: number[] = [];
    for (let sample = 0; sample < 6; sample += 1) {
      // From the overview, whose tabs link the gallery: timed from the click (a navigation inside the app).
      await page.goto(appPath(`project/${projectId}/overview/108`));
      const tab = page.getByRole('link', { name: 'Fotogalerij', exact: true });
      await tab.waitFor();
      const start = Date.now();
      await tab.click();
      await page.waitForFunction(() => document.querySelectorAll('.media-gallery[data-classification="ProjectPhoto"] .media-tile').length === 1000, null, { timeout: 60_000, polling: 'raf' });
      opened.push(Date.now() - start);
      await page.waitForFunction(() => document.querySelectorAll('.media-gallery[data-classification="ProjectPhoto"] img.media-tile__thumbnail').length === 1000, null, { timeout: 120_000, polling: 50 });
      allThumbnails.push(Date.now() - start);
    }
    // The first open fetches the thumbnails; the later ones read the browser's cache.
    return [
      summarise('media: gallery of 1,000 photos open, tiles drawn (ms)', opened.slice(1), 'ms', { targetMs: 1000, firstOpenMs: opened[0] }),
      summarise('media: gallery of 1,000 photos, every thumbnail shown from the cache (ms)', allThumbnails.slice(1), 'ms', { firstOpenFromServerMs: allThumbnails[0] }),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** A 40-layer point of 20 m: the SVG drawn by the domain, and the PNG made of it. */
async function borelogBenchmarks(): Promise<BenchResult[]> {
  const soils = ['Z', 'K', 'V', 'L', 'G'];
  const layers = Array.from({ length: 40 }, (_, index) => ({
    LaFrom: index * 50, LaTo: index * 50 + 50, LaSoilTypeCode: soils[index % soils.length], LaAdditive1TypeCode: 's', LaAdditive1GradationCode: String((index % 4) + 1), LaColourMainCode: 'BR', LaRemark: `layer ${index + 1}`,
  }));
  const jars = Array.from({ length: 20 }, (_, index) => ({ JrName: `J${index + 1}`, JrFrom: index * 100, JrTo: index * 100 + 50 }));
  const point = { MpName: 'B40', MpDate: '2026-11-25', MpXCoord: 155000, MpYCoord: 463000, MpGroundwaterLevel: 140 };
  const template = borelogTemplate(1);
  if (!template) throw new Error('no standard template');
  let svg = '';
  const draw = await measure('media: borelog SVG of a 40-layer point (ms)', { samples: 30, warmup: 3, extra: { targetMs: 200 } }, () => {
    svg = renderBorelogSvg(borelogInputOf(point, layers, jars, [{ FtName: 'PB1', FtFrom: 1500, FtTo: 2000 }]), template, labels);
  });
  const png = await measure('media: borelog SVG to PNG of a 40-layer point (ms)', { samples: 10, warmup: 1, extra: { svgBytes: svg.length } }, () => svgToPng(svg));
  return [draw, png];
}

/** The media benchmarks: upload, gallery, borelog (medians). */
export default async function mediaBenchmarks(): Promise<BenchResult[]> {
  return [await uploadBenchmark(), ...(await galleryBenchmark()), ...(await borelogBenchmarks())];
}
