import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';
import { projectWithPoint } from './media-fixtures';

const data = '/ITWDataRestService_V1_0';
const borelog = '/BorelogRestService_V1_0';

describe('borelog service (spec 02 sections 7 and 9)', () => forEachDatabase((dialect) => {
  let server: TestServer;
  let session: Session;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    session = await server.login();
  });
  afterAll(() => server.close());

  /** A point with three layers (sand, clay, peat), a jar and a tube, groundwater at 90 cm. */
  async function drilledPoint(code: string) {
    const { prId, mpGuid } = await projectWithPoint(session, code);
    const point = { PrID: prId, MpGuid: mpGuid };
    await session.call(`${data}/SetMeasurementPoints`, { action: 'UPDATE', data: { PrID: prId, MeasurementPoints: [{ MpGuid: mpGuid, MpGroundwaterLevel: 90 }] } });
    const layers = [
      { LaFrom: 0, LaTo: 60, LaSoilTypeCode: 'Z', LaAdditive1TypeCode: 's', LaAdditive1GradationCode: '1', LaColourMainCode: 'BR' },
      { LaFrom: 60, LaTo: 150, LaSoilTypeCode: 'K', LaAdditive1TypeCode: 'z', LaAdditive1GradationCode: '2' },
      { LaFrom: 150, LaTo: 210, LaSoilTypeCode: 'V' },
    ];
    for (const [call, field, rows] of [['SetLayers', 'Layers', layers], ['SetSoilSamples', 'Jars', [{ JrName: 'J1', JrFrom: 0, JrTo: 50 }]], ['SetGaugingTubes', 'FilterTubes', [{ FtName: 'PB1', FtFrom: 100, FtTo: 200 }]]] as const) {
      const answer = await session.call(`${data}/${call}`, { action: 'INSERT', data: { ...point, [field]: rows } });
      expect(answer.body.ResultCode).toBe('Import_Succes');
    }
    return { prId, mpGuid };
  }

  async function generate(prId: number, mpGuid: string, outputType: string, layout = 1, as: Session = session) {
    return as.call<{ ResultCode: string; ErrorId?: string; Borelogs?: { FileName: string; MediaType: string; FileContent: string }[] }>(`${borelog}/GenerateBorelog`, { BorelogParameters: { Language: 'nld', Layout: layout, OutputType: outputType, PageNumber: 1, Boreholes: [{ BoreHoleID: mpGuid, ProjectID: prId }] } });
  }

  it('offers its templates and answers one by id', async () => {
    const names = await session.call(`${borelog}/GetTemplateNames`, {});
    expect((names.body.Content as { TemplateID: number }[]).map((entry) => entry.TemplateID)).toEqual([1, 2, 3]);
    const compact = await session.call(`${borelog}/GetSpecificTemplate`, { TemplateID: 3, ApplicationCode: 61 });
    expect(compact.body.Content).toMatchObject({ TemplateID: 3, columns: { descriptions: false } });
    expect((await session.call(`${borelog}/GetSpecificTemplate`, { TemplateID: 9 })).body.ResultCode).toBe('Export_Failed');
  });

  it('draws the point as SVG with every layer, jar, tube and the groundwater, in Dutch', async () => {
    const { prId, mpGuid } = await drilledPoint('BORELOG-SVG');
    const answer = await generate(prId, mpGuid, 'SVG');
    const [log] = answer.body.Borelogs ?? [];
    const svg = Buffer.from(log?.FileContent ?? '', 'base64').toString();
    expect([log?.FileName, log?.MediaType]).toEqual(['B1.svg', 'image/svg+xml']);
    expect([...svg.matchAll(/class="layer" data-from="(\d+)" data-to="(\d+)" data-soil="(\w)"/g)].map((match) => match.slice(1).join(' '))).toEqual(['0 60 Z', '60 150 K', '150 210 V']);
    expect(svg).toContain('<g class="jar" data-from="0" data-to="50">');
    expect(svg).toContain('<g class="tube" data-from="100" data-to="200">');
    expect(svg).toContain('<g class="groundwater" data-depth="90">');
    expect(svg).toContain('Diepte (cm)');
  });

  it('answers a PNG and a PDF of the log, and the same PNG again from the day\'s cache', async () => {
    const { prId, mpGuid } = await drilledPoint('BORELOG-PNG');
    const png = Buffer.from((await generate(prId, mpGuid, 'PNG')).body.Borelogs?.[0]?.FileContent ?? '', 'base64');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 794 });
    const again = Buffer.from((await generate(prId, mpGuid, 'PNG')).body.Borelogs?.[0]?.FileContent ?? '', 'base64');
    expect(again.equals(png)).toBe(true);
    const pdf = Buffer.from((await generate(prId, mpGuid, 'PDF')).body.Borelogs?.[0]?.FileContent ?? '', 'base64');
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    expect(document.getPage(0).getSize().width).toBeCloseTo(595.28, 1);
  });

  it('keeps another licence\'s point out', async () => {
    const { prId, mpGuid } = await drilledPoint('BORELOG-LICENCE');
    const other = await server.login(await server.addUser({ licenceNumber: 3000, username: 'outsider' }));
    const answer = await generate(prId, mpGuid, 'SVG', 1, other);
    expect(answer.body).toMatchObject({ ResultCode: 'Export_Failed', ErrorId: 'media.server.boreholeNotFound' });
  });
}));
