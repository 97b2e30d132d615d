import { describe, expect, it } from 'vitest';
import { readWatercourseZip } from '../../../../../src/domain/formats/shapefile/watercourse-zip-reader';
import { prjNad83Utm17, rdWatercourses, shapefileFiles, watercourseZip, zipOf, type TestShapefile } from '../fixtures/shapefile-builder';

const [ditches, , structures] = rdWatercourses() as [TestShapefile, TestShapefile, TestShapefile];

describe('readWatercourseZip', () => {
  it('reads the lines and areas with their attributes and the point shapes as named points, each shapefile in the system of its .prj', () => {
    const read = readWatercourseZip(watercourseZip(), 'Waterlopen.zip');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const [points, lines, areas] = read.value.shapefiles;
    expect(read.value.file).toBe('Waterlopen.zip');
    expect(points).toEqual({ name: 'kunstwerken', system: 'EPSG:28992', lines: [], points: [{ name: 'Stuw Zijsloot', x: 155310.12, y: 463105.5 }] });
    expect(lines?.system).toBe('EPSG:28992');
    expect(lines?.lines.map((feature) => feature.geometry.type)).toEqual(['LineString', 'MultiLineString']);
    expect(areas?.lines.map((feature) => [feature.geometry.type, feature.properties.NAAM])).toEqual([['Polygon', 'Vijver de Eendenkooi']]);
    expect(lines?.lines[0]).toEqual({
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: [[155000, 463000], [155120.5, 463040.25], [155300, 463100]] },
      properties: { OWAIDENT: 'OWA-001', NAAM: 'Kromme Wetering', BREEDTE: 3.5 },
    });
    // An empty number is null, not NaN.
    expect(lines?.lines[1]?.properties.BREEDTE).toBeNull();
    expect(read.log.map((entry) => [entry.level, entry.key, entry.params.shapefile])).toEqual([
      ['info', 'formats.shapefile.import.read', 'kunstwerken'], ['info', 'formats.shapefile.import.read', 'waterlopen'], ['info', 'formats.shapefile.import.read', 'watervlakken'],
    ]);
  });

  it('reads Windows-1252 text of a .dbf without .cpg whose language driver says ANSI', () => {
    const read = readWatercourseZip(watercourseZip([{ ...structures, cpg: undefined, ansi: true, records: [['Stuw Noordeinde-Één']] }]), 'stuwen.zip');
    expect(read.ok && read.value.shapefiles[0]?.points[0]?.name).toBe('Stuw Noordeinde-Één');
  });

  it('names a point without a name-like attribute after its shapefile and record, and renames a repeated name with a warning', () => {
    const unnamed: TestShapefile = { ...structures, fields: [{ name: 'HOOGTE', type: 'N', length: 6, decimals: 2 }], shapes: [{ kind: 'point', at: [1, 2] }, { kind: 'point', at: [3, 4] }], records: [[1.5], [2]] };
    const repeated: TestShapefile = { ...structures, name: 'peilbuizen', shapes: [{ kind: 'point', at: [5, 6] }, { kind: 'point', at: [7, 8] }], records: [['PB 1'], ['pb 1']] };
    const read = readWatercourseZip(watercourseZip([unnamed, repeated]), 'punten.zip');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.shapefiles.flatMap((shapefile) => shapefile.points.map((point) => point.name))).toEqual(['kunstwerken-1', 'kunstwerken-2', 'PB 1', 'pb 2']);
    expect(read.log).toContainEqual(expect.objectContaining({ level: 'warning', key: 'formats.shapefile.import.pointRenamed', params: { file: 'punten.zip', name: 'pb 1', renamed: 'pb 2' } }));
  });

  it('passes over null shapes with a warning', () => {
    const read = readWatercourseZip(watercourseZip([{ ...structures, shapes: [null, { kind: 'point', at: [1, 2] }], records: [['leeg'], ['vol']] }]), 'z.zip');
    expect(read.ok && read.value.shapefiles[0]?.points).toEqual([{ name: 'vol', x: 1, y: 2 }]);
    expect(read.log).toContainEqual(expect.objectContaining({ level: 'warning', key: 'formats.shapefile.import.emptyShapes', params: { file: 'z.zip', shapefile: 'kunstwerken', count: 1 } }));
  });

  it('fails a zip without a shapefile, or with a shapefile missing its .dbf or .prj, naming the file and the part', () => {
    const noShp = readWatercourseZip(zipOf({ 'leesmij.txt': new TextEncoder().encode('geen shapefile') }), 'leeg.zip');
    expect(noShp).toEqual({ ok: false, log: [expect.objectContaining({ level: 'error', key: 'formats.shapefile.import.noShapefile', params: { file: 'leeg.zip' } })] });
    const { 'waterlopen.dbf': _dbf, ...withoutDbf } = shapefileFiles(ditches);
    expect(readWatercourseZip(zipOf(withoutDbf), 'w.zip').log).toEqual([
      expect.objectContaining({ level: 'error', key: 'formats.shapefile.import.missingPart', params: { file: 'w.zip', shapefile: 'waterlopen', part: '.dbf' } }),
    ]);
    const withoutPrj = readWatercourseZip(watercourseZip([{ ...ditches, prj: undefined }]), 'w.zip');
    expect(withoutPrj).toMatchObject({ ok: false, log: [{ key: 'formats.shapefile.import.missingPart', params: { part: '.prj' } }] });
  });

  it('fails an unknown projection, an unreadable .shp and a file that is no zip, nothing read', () => {
    const unknown = readWatercourseZip(watercourseZip([{ ...ditches, prj: prjNad83Utm17 }]), 'w.zip');
    expect(unknown).toEqual({ ok: false, log: [expect.objectContaining({ level: 'error', key: 'formats.shapefile.import.unknownProjection', params: { file: 'w.zip', shapefile: 'waterlopen', projection: 'NAD83 / UTM zone 17N' } })] });
    const files = shapefileFiles(ditches);
    const broken = readWatercourseZip(zipOf({ ...files, 'waterlopen.shp': files['waterlopen.shp']?.slice(0, 60) ?? new Uint8Array() }), 'w.zip');
    expect(broken).toMatchObject({ ok: false, log: [{ level: 'error', key: 'formats.shapefile.import.unreadable', params: { file: 'w.zip', shapefile: 'waterlopen' } }] });
    const notZip = readWatercourseZip(new TextEncoder().encode('no zip at all'), 'w.zip');
    expect(notZip).toMatchObject({ ok: false, log: [{ level: 'error', key: 'formats.common.unreadableZip', params: { file: 'w.zip' } }] });
  });
});
