import { describe, expect, it } from 'vitest';
import { selectRowsOfProject } from '../../../server/db/repositories/rows-of-project';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { seedProject } from '../../../server/services/seed-project';
import { prjNad83Utm17, rdWatercourses, shapefileFiles, watercourseZip, zipOf, type TestShapefile } from '../../unit/domain/formats/fixtures/shapefile-builder';
import { media } from '../media/media-fixtures';
import { forEachDatabase } from '../harness';
import { convertedAndImported, type JobStatus } from './job-calls';
import { useServerWithOwner } from './server-with-owner';

interface LayerFile {
  crs: { properties: { name: string } };
  features: { geometry: { type: string; coordinates: number[][] }; properties: Record<string, unknown> }[];
}

describe('the new import\'s watercourse shape zip into a project through the job orchestrator (spec 02 sections 7 and 9)', () => {
  forEachDatabase((dialect) => {
    const api = useServerWithOwner(dialect);
    let projects = 0;

    async function seeded(): Promise<{ prId: number; code: string; prGuid: string }> {
      projects += 1;
      const code = `SHAPE-${projects}`;
      const { prId } = await seedProject(api.server.db, api.owner.licenceId, api.owner.userId, generateDemoProject({ seed: 800 + projects, points: 2, projectCode: code }));
      const project = await api.server.db.selectFrom('tblProjects').select('PrGuid').where('PrID', '=', prId).executeTakeFirstOrThrow();
      return { prId, code, prGuid: String(project.PrGuid) };
    }

    const imported = (bytes: Uint8Array, code: string, name = 'Waterlopen.zip'): Promise<JobStatus> => convertedAndImported(api.server, api.session, [{ name, bytes }], code, 'watercourseZip');

    const mediaOf = async (prGuid: string) => {
      const answer = await api.session.call(`${media}/GetMediaList`, { ProjectGuid: prGuid });
      return (answer.body.Media as { FileName: string; MediaClassification: string; MediaType: string }[]).map((item) => [item.FileName, item.MediaClassification, item.MediaType]);
    };

    async function layerFile(prGuid: string, fileName: string): Promise<LayerFile> {
      const link = await api.session.call(`${media}/GetLink`, { ProjectGuid: prGuid, Filename: fileName });
      return await (await fetch(`${api.server.url}${String(link.body.Link)}`)).json() as LayerFile;
    }

    const shapePoints = async (prId: number) => (await selectRowsOfProject(api.server.db, 'measurementPoint', prId)).filter((row) => String(row.MpName).startsWith('Stuw'));

    it('keeps the lines and areas as a map layer named after the zip and the point shapes as measurement points, in RD', { timeout: 60_000 }, async () => {
      const { prId, code, prGuid } = await seeded();
      const done = await imported(watercourseZip(), code);
      expect(done.state).toBe('done');
      expect(done.log.slice(-2)).toEqual([
        expect.objectContaining({ level: 'info', key: 'importExport.server.watercourseLayerImported', params: { code, layer: 'Waterlopen.geojson', lines: 3 } }),
        expect.objectContaining({ level: 'info', key: 'importExport.server.watercoursePointsImported', params: { code, points: 1 } }),
      ]);
      expect(await mediaOf(prGuid)).toEqual([['Waterlopen.geojson', 'MapLayers', 'application/geo+json']]);
      const layer = await layerFile(prGuid, 'Waterlopen.geojson');
      expect(layer.crs.properties.name).toBe('urn:ogc:def:crs:EPSG::28992');
      expect(layer.features.map((feature) => [feature.geometry.type, feature.properties.NAAM])).toEqual([
        ['LineString', 'Kromme Wetering'], ['MultiLineString', 'Zijsloot'], ['Polygon', 'Vijver de Eendenkooi'],
      ]);
      expect(layer.features[0]?.geometry.coordinates[1]).toEqual([155120.5, 463040.25]);
      expect((await shapePoints(prId)).map((point) => [point.MpName, Number(point.MpXCoord), Number(point.MpYCoord)])).toEqual([['Stuw Zijsloot', 155310.12, 463105.5]]);
    });

    it('places the shapes in the project\'s own system', { timeout: 60_000 }, async () => {
      const { prId, code, prGuid } = await seeded();
      await api.server.db.updateTable('tblProjects').set({ PrCoordinateSystem: 'EPSG:4326' }).where('PrID', '=', prId).execute();
      expect((await imported(watercourseZip(), code)).state).toBe('done');
      const layer = await layerFile(prGuid, 'Waterlopen.geojson');
      expect(layer.crs.properties.name).toBe('urn:ogc:def:crs:EPSG::4326');
      // RD 155000, 463000 is the origin of the Dutch grid at Amersfoort (52.1552 N, 5.3872 E).
      const [x = 0, y = 0] = layer.features[0]?.geometry.coordinates[0] ?? [];
      expect([x, y].map((value) => Number(value.toFixed(3)))).toEqual([5.387, 52.155]);
      const [point] = await shapePoints(prId);
      expect(Number(point?.MpYCoord)).toBeCloseTo(52.1557, 3);
    });

    it('refuses a second import of a zip of the same name, and a point the save rules refuse, writing nothing', { timeout: 60_000 }, async () => {
      const { prId, code, prGuid } = await seeded();
      expect((await imported(watercourseZip(), code)).state).toBe('done');
      const again = await imported(watercourseZip(), code);
      expect(again).toMatchObject({ phase: 'import', state: 'failed' });
      expect(again.log.at(-1)).toEqual(expect.objectContaining({ level: 'error', key: 'media.server.nameExists', params: { file: 'Waterlopen.geojson' } }));
      expect(await shapePoints(prId)).toHaveLength(1);

      const [lines, areas, structures] = rdWatercourses() as [TestShapefile, TestShapefile, TestShapefile];
      // A point far outside the Netherlands: the save rules refuse its RD coordinates, so the layer is not kept either.
      const outside = { ...structures, shapes: [{ kind: 'point', at: [-900000, -900000] }], records: [['Stuw Buitenland']] } satisfies TestShapefile;
      const failed = await imported(watercourseZip([lines, areas, outside]), code, 'Buitenland.zip');
      expect(failed).toMatchObject({ phase: 'import', state: 'failed' });
      expect(failed.log.at(-1)).toEqual(expect.objectContaining({ level: 'error', key: 'importExport.server.importFailed' }));
      expect(await mediaOf(prGuid)).toEqual([['Waterlopen.geojson', 'MapLayers', 'application/geo+json']]);
      expect((await shapePoints(prId)).map((point) => point.MpName)).toEqual(['Stuw Zijsloot']);
    });

    it('fails the conversion of a zip without .dbf or with an unknown projection, naming the file, and writes nothing', { timeout: 60_000 }, async () => {
      const { code, prGuid } = await seeded();
      const [lines] = rdWatercourses() as [TestShapefile];
      const { 'waterlopen.dbf': _dbf, ...withoutDbf } = shapefileFiles(lines);
      const missing = await imported(zipOf(withoutDbf), code, 'Zonder-dbf.zip');
      expect(missing).toMatchObject({ phase: 'convert', state: 'failed' });
      expect(missing.log).toEqual([expect.objectContaining({ level: 'error', key: 'formats.shapefile.import.missingPart', params: { file: 'Zonder-dbf.zip', shapefile: 'waterlopen', part: '.dbf' } })]);
      const unknown = await imported(watercourseZip([{ ...lines, prj: prjNad83Utm17 }]), code, 'Amerika.zip');
      expect(unknown.log).toEqual([expect.objectContaining({ level: 'error', key: 'formats.shapefile.import.unknownProjection', params: expect.objectContaining({ file: 'Amerika.zip', projection: 'NAD83 / UTM zone 17N' }) })]);
      expect(await mediaOf(prGuid)).toEqual([]);
    });
  });
});
