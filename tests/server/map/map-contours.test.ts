import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectEntityRows } from '../../../server/db/repositories/entity-rows';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';
import { tableOf } from '../answer-tables';

const data = '/ITWDataRestService_V1_0';

/** A square of `side` metres with its south-west corner at (x, y), as GeoJSON text. */
function square(x: number, y: number, side: number): string {
  return JSON.stringify({ type: 'Polygon', coordinates: [[[x, y], [x + side, y], [x + side, y + side], [x, y + side], [x, y]]] });
}

describe('map contours stored with the project as GeoJSON (spec 02 section 2, "Map": draw and delete contours)', () => forEachDatabase((dialect) => {
  let server: TestServer;
  let session: Session;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    session = await server.login();
  });
  afterAll(() => server.close());

  async function project(code: string, system = 'EPSG:28992'): Promise<number> {
    const created = await session.call(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: code, PrCoordinateSystem: system } });
    return Number(tableOf(created, 'tblProjects')[0]?.PrID);
  }

  const stored = (prId: number) => selectEntityRows(server.db, 'mapContour', { column: 'PrID', values: [prId] });

  it('stores a contour and reads its type, zone and geometry back exactly', async () => {
    const prId = await project('CONTOUR-READ');
    const geometry = square(155000.25, 463000.5, 12.5);
    const written = await session.call(`${data}/SetMapContours`, { action: 'INSERT', data: { PrID: prId, MapContours: [{ CoType: 'soilContamination', CoZone: 'Zone A', CoGeoJson: geometry }] } });
    expect(written.body.ResultCode).toBe('Import_Succes');
    const read = await session.call(`${data}/GetMapContours`, { Parameters: { ProjectID: prId } });
    const [contour] = tableOf(read, 'tblMapContours');
    expect(contour).toMatchObject({ PrID: prId, CoType: 'soilContamination', CoZone: 'Zone A', RowVersion: 1 });
    expect(JSON.parse(String(contour?.CoGeoJson))).toEqual(JSON.parse(geometry));
    expect(contour?.CoGuid).toEqual(expect.any(String));
    expect(contour?.CoDateLastChanged).toEqual(expect.any(String));
  });

  it('refuses an open ring, corners outside RD New and an unknown type at their row and field, storing nothing of the call', async () => {
    const prId = await project('CONTOUR-BAD');
    const open = JSON.stringify({ type: 'Polygon', coordinates: [[[155000, 463000], [155010, 463000], [155010, 463010], [155000, 463010]]] });
    const answer = await session.call(`${data}/SetMapContours`, {
      action: 'INSERT',
      data: {
        PrID: prId,
        MapContours: [
          { CoType: 'excavation', CoGeoJson: square(155000, 463000, 10) },
          { CoType: 'excavation', CoGeoJson: open },
          { CoType: 'excavation', CoGeoJson: square(900000, 463000, 10) },
          { CoType: 'lake', CoGeoJson: square(155000, 463000, 10) },
          { CoType: 'excavation', CoGeoJson: 'not json' },
        ],
      },
    });
    expect(answer.body.ResultCode).toBe('Import_Failed');
    expect(String(answer.body.ResultMessage)).toMatch(/^Unable to save or delete map contours\. /);
    const issues = (answer.body.Issues as { row: string; field: string; code: string }[]).map(({ row, field, code }) => [row, field, code]);
    expect(issues).toEqual([
      ['#1', 'CoGeoJson', 'map.issue.contourGeometry'],
      ['#2', 'CoGeoJson', 'map.issue.contourOutside'],
      ['#3', 'CoType', 'map.issue.contourType'],
      ['#4', 'CoGeoJson', 'map.issue.contourGeometry'],
    ]);
    expect(await stored(prId)).toEqual([]);
  });

  it('takes corners as far as the project\'s own system reaches: Belgian Lambert 72 accepts what RD New refuses', async () => {
    const prId = await project('CONTOUR-BE', 'EPSG:31370');
    const answer = await session.call(`${data}/SetMapContours`, { action: 'INSERT', data: { PrID: prId, MapContours: [{ CoType: 'groundwaterPlume', CoGeoJson: square(150000, 170000, 20) }] } });
    expect(answer.body.ResultCode).toBe('Import_Succes');
  });

  it('refuses an update made on a stale load and deletes every contour of the project in one call', async () => {
    const prId = await project('CONTOUR-VERSION');
    const written = await session.call(`${data}/SetMapContours`, { action: 'INSERT', data: { PrID: prId, MapContours: [
      { CoType: 'excavation', CoZone: 'one', CoGeoJson: square(155000, 463000, 5) },
      { CoType: 'excavation', CoZone: 'two', CoGeoJson: square(155100, 463000, 5) },
    ] } });
    const [first, second] = tableOf(written, 'tblMapContours');
    const update = (version: number) => session.call(`${data}/SetMapContours`, { action: 'UPDATE', data: { PrID: prId, MapContours: [{ CoGuid: first?.CoGuid, CoZone: `v${version}`, RowVersion: version }] } });
    expect((await update(1)).body.ResultCode).toBe('Import_Succes');
    const stale = await update(1);
    expect(stale.body.ResultCode).toBe('Import_Failed');
    expect((await stored(prId)).find((row) => row.CoGuid === first?.CoGuid)).toMatchObject({ CoZone: 'v1', RowVersion: 2 });

    const deleted = await session.call(`${data}/SetMapContours`, { action: 'DELETE', data: { PrID: prId, CoGuid: [first?.CoGuid, second?.CoGuid] } });
    expect(deleted.body.ResultCode).toBe('Import_Succes');
    expect(tableOf(deleted, 'tblMapContours')).toEqual([]);
    expect(await stored(prId)).toEqual([]);
  });

  it('keeps one licence\'s contours from another licence, reading and writing', async () => {
    const prId = await project('CONTOUR-MINE');
    await session.call(`${data}/SetMapContours`, { action: 'INSERT', data: { PrID: prId, MapContours: [{ CoType: 'excavation', CoGeoJson: square(155000, 463000, 5) }] } });
    const outsider = await server.login(await server.addUser({ licenceNumber: 4711 }));
    const read = await outsider.call(`${data}/GetMapContours`, { Parameters: { ProjectID: prId } });
    expect(read.body.ResultCode).not.toBe('Export_Succes');
    expect(read.text).not.toContain('CoGeoJson');
    const [contour] = await stored(prId);
    const write = await outsider.call(`${data}/SetMapContours`, { action: 'UPDATE', data: { PrID: prId, MapContours: [{ CoGuid: contour?.CoGuid, CoZone: 'taken' }] } });
    expect(write.body.ResultCode).toBe('Import_Failed');
    const remove = await outsider.call(`${data}/SetMapContours`, { action: 'DELETE', data: { PrID: prId, CoGuid: [contour?.CoGuid] } });
    expect(remove.body.ResultCode).toBe('Import_Failed');
    expect(await stored(prId)).toEqual([expect.objectContaining({ CoGuid: contour?.CoGuid, CoZone: null })]);
  });
}));
