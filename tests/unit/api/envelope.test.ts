import { describe, expect, it } from 'vitest';
import { pickTables } from '../../../src/api/calls/tables';
import { parseVeldData, readBody, readFileContent, writeBody, writeFileContent } from '../../../src/api/envelope';
import { ApiError } from '../../../src/api/errors';
import { fileContent } from './msw-harness';

describe('read and write bodies (spec 01 section 7)', () => {
  it('builds the read envelope with the 3-letter language, version 1.0 and ProjectID as a string', () => {
    expect(readBody('fr', { ProjectID: 42, MeasurementPointGuid: 'mp-1', GaugingTubeGuid: undefined })).toEqual({
      LanguageCode: 'fra',
      WebserviceVersion: '1.0',
      TypeOfExport: 'VeldData',
      Parameters: { ExportFormat: 'json', ProjectID: '42', MeasurementPointGuid: 'mp-1' },
    });
  });

  it('builds {data, action} with PrID as a string and no undefined fields', () => {
    expect(writeBody({ PrID: 7, MpGuid: 'mp-1', FtGuid: undefined, Layers: [] }, 'INSERT')).toEqual({
      data: { PrID: '7', MpGuid: 'mp-1', Layers: [] }, action: 'INSERT',
    });
  });
});

describe('FileContent into typed tables (spec 01 section 7)', () => {
  const tables = pickTables('tblMeasurementPoints', 'tblLayers');

  it('parses JSON text of {VeldData} with the entity schemas; PrID becomes a number, unknown fields pass', () => {
    const content = fileContent({
      tblMeasurementPoints: [{ MpID: 1, MpGuid: 'mp-1', PrID: '12', MpName: 'B01', MpDepth: 250, Extra: 'kept' }],
      tblLayers: [{ LaID: 3, LaGuid: 'la-1', MpID: 1, LaFrom: 0, LaTo: 250 }],
    });
    const parsed = parseVeldData('GetLayers', content, tables);
    expect(parsed.tblMeasurementPoints[0]).toEqual({ MpID: 1, MpGuid: 'mp-1', PrID: 12, MpName: 'B01', MpDepth: 250, Extra: 'kept' });
    expect(parsed.tblLayers[0]?.LaTo).toBe(250);
  });

  it('gives an empty list for a table the answer leaves out, and for empty content', () => {
    expect(parseVeldData('GetLayers', fileContent({ tblLayers: [] }), tables)).toEqual({ tblMeasurementPoints: [], tblLayers: [] });
    expect(parseVeldData('GetLayers', '', tables)).toEqual({ tblMeasurementPoints: [], tblLayers: [] });
  });

  it('reads Files[0].FileContent of a read answer and FileContent of a write answer', () => {
    expect(readFileContent({ Files: [{ FileContent: 'a' }, { FileContent: 'b' }] })).toBe('a');
    expect(readFileContent({ Files: [] })).toBeUndefined();
    expect(writeFileContent({ FileContent: 'c' })).toBe('c');
  });

  it('a table that does not match its schema is an ApiError naming the table, not a crash', () => {
    const content = fileContent({ tblLayers: [{ LaGuid: 'la-1', LaFrom: 'deep' }] });
    const error = (() => {
      try {
        parseVeldData('GetLayers', content, tables);
        return null;
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'answer', messageKey: 'api.answer.unreadable', params: { name: 'GetLayers', part: 'tblLayers' } });
  });

  it('FileContent that is not JSON, or a table that is not a list, is an ApiError', () => {
    expect(() => parseVeldData('GetLayers', '{broken', tables)).toThrow(ApiError);
    expect(() => parseVeldData('GetLayers', fileContent({ tblLayers: 'x' as unknown as unknown[] }), tables)).toThrow(ApiError);
  });
});
