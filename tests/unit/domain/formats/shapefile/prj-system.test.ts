import { describe, expect, it } from 'vitest';
import { systemOfPrj } from '../../../../../src/domain/formats/shapefile/prj-system';
import { prjBelgianLambert72, prjNad83Utm17, prjRdNew, prjWgs84 } from '../fixtures/shapefile-builder';

describe('systemOfPrj', () => {
  it('knows RD New, WGS 84 and Belgian Lambert 72 by their ESRI names or EPSG authority', () => {
    expect(systemOfPrj(prjRdNew)).toEqual({ ok: true, code: 'EPSG:28992' });
    expect(systemOfPrj(prjWgs84)).toEqual({ ok: true, code: 'EPSG:4326' });
    expect(systemOfPrj(prjBelgianLambert72)).toEqual({ ok: true, code: 'EPSG:31370' });
    expect(systemOfPrj('PROJCS["Amersfoort / RD New",GEOGCS["Amersfoort"],UNIT["metre",1]]')).toEqual({ ok: true, code: 'EPSG:28992' });
    expect(systemOfPrj('PROJCS["Belge_1972_Belgian_Lambert_72",GEOGCS["GCS_Belge_1972"]]')).toEqual({ ok: true, code: 'EPSG:31370' });
  });

  it('reads the outermost authority, never the one of the geographic system inside', () => {
    expect(systemOfPrj('PROJCS["Eigen naam",GEOGCS["Amersfoort",AUTHORITY["EPSG","4289"]],UNIT["metre",1],AUTHORITY["EPSG","28992"]]')).toEqual({ ok: true, code: 'EPSG:28992' });
    // A projected system of unknown name on WGS 84: the inner 4326 must not make it WGS 84.
    expect(systemOfPrj('PROJCS["Lokaal raster",GEOGCS["WGS 84",AUTHORITY["EPSG","4326"]],PROJECTION["Transverse_Mercator"],UNIT["metre",1]]')).toEqual({ ok: false, name: 'Lokaal raster' });
  });

  it('answers the name of a system it does not know', () => {
    expect(systemOfPrj(prjNad83Utm17)).toEqual({ ok: false, name: 'NAD83 / UTM zone 17N' });
    expect(systemOfPrj('')).toEqual({ ok: false, name: '-' });
  });
});
