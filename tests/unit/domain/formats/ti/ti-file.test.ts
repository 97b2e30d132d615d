import { strToU8, zipSync } from 'fflate';
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeTiFile, encodeTiFile } from '../../../../../src/domain/formats/ti/ti-file';
import type { TiDocument } from '../../../../../src/domain/formats/ti/ti-document';
import { guidRenewer } from '../../../../../src/domain/formats/ti/ti-guids';

const document: TiDocument = {
  format: 'fieldwork-ti',
  version: 1,
  exportedAt: '2026-11-25T12:00:00.000Z',
  project: { PrGuid: 'P-1', PrCode: 'DEMO', PrName: 'Demo' },
  tables: {
    tblMeasurementPoints: [{ MpGuid: 'M-1', MpName: 'B001', MpXCoord: 155000.25 }],
    tblLayers: [{ LaGuid: 'L-1', MpGuid: 'm-1', LaFrom: 0, LaTo: 50, Extra: 'kept' }],
    tblConcernedCompanies: [{ CcGUID: 'C-1' }],
  },
};

describe('the .ti file (spec 02 section 9)', () => {
  it('reads back exactly what was written, with an info line naming the points', () => {
    const read = decodeTiFile(encodeTiFile(document), 'demo.ti');
    expect(read).toEqual({ ok: true, value: document, log: [expect.objectContaining({ level: 'info', key: 'importExport.ti.read', params: { file: 'demo.ti', points: 1 } })] });
  });

  it('reads back a file whose entry another deflater compressed (the server\'s native zlib)', () => {
    let deflated = 0;
    const deflater = { deflate: (data: Uint8Array) => (deflated += 1, deflateRawSync(data)), crc32: (data: Uint8Array) => crc32(data) };
    const read = decodeTiFile(encodeTiFile(document, deflater), 'demo.ti');
    expect(deflated).toBe(1);
    expect(read).toMatchObject({ ok: true, value: document });
  });

  it('refuses bytes that are no zip, and a zip without a project document, with an error in the log', () => {
    const notZip = decodeTiFile(strToU8('hello'), 'a.ti');
    const otherZip = decodeTiFile(zipSync({ 'project.json': strToU8('{"format":"other"}') }), 'b.ti');
    expect(notZip).toEqual({ ok: false, log: [expect.objectContaining({ level: 'error', key: 'formats.common.unreadableZip' })] });
    expect(otherZip).toEqual({ ok: false, log: [expect.objectContaining({ level: 'error', key: 'importExport.ti.notTiFile' })] });
  });

  it('gives every GUID a new value, the same one wherever it is named, in any letter case and in any order', () => {
    let counter = 0;
    const renew = guidRenewer(() => `new-${(counter += 1)}`);
    const layer = renew(document.tables.tblLayers?.[0] ?? {});
    expect(renew(document.project).PrGuid).toBe('new-3');
    expect(renew(document.tables.tblMeasurementPoints?.[0] ?? {}).MpGuid).toBe(layer.MpGuid);
    expect(layer).toEqual({ LaGuid: 'new-1', MpGuid: 'new-2', LaFrom: 0, LaTo: 50, Extra: 'kept' });
    expect(renew(document.tables.tblConcernedCompanies?.[0] ?? {}).CcGUID).toBe('new-4');
    expect(document.tables.tblLayers?.[0]?.LaGuid).not.toBe('new-1');
  });
});
