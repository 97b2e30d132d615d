import { describe, expect, it } from 'vitest';
import { importTypeOfFile, importTypesOf, uploadRefusals } from '../../../../src/domain/uploads/import-types';
import { maxUploadBytes } from '../../../../src/domain/uploads/upload-rules';

describe('upload rules (spec 02 section 5)', () => {
  it('takes files of the chosen type within the limits', () => {
    expect(uploadRefusals('ti', [{ name: 'Project.TI', size: 1000 }], 20)).toEqual([]);
    expect(importTypeOfFile('a.ti')?.name).toBe('ti');
    expect(importTypeOfFile('a.exe')).toBeUndefined();
  });

  it('refuses an unsupported type, a file over 200 MB, too many files and nothing at all, each with its catalogue message', () => {
    expect(uploadRefusals('ti', [], 20)).toEqual([{ key: 'importExport.server.noFiles', params: {} }]);
    expect(uploadRefusals('ti', [{ name: 'notes.txt', size: 10 }], 20)).toEqual([{ key: 'importExport.server.fileTypeNotSupported', params: { file: 'notes.txt' } }]);
    expect(uploadRefusals('ti', [{ name: 'big.ti', size: maxUploadBytes + 1 }], 20)).toEqual([{ key: 'importExport.server.fileTooLarge', params: { file: 'big.ti', limit: 200 } }]);
    expect(uploadRefusals('ti', [{ name: 'a.ti', size: 1 }, { name: 'b.ti', size: 1 }], 1)).toEqual([{ key: 'importExport.server.tooManyFiles', params: { max: 1 } }]);
  });

  it('refuses a second zip or klip in one upload', () => {
    const refusals = uploadRefusals('ti', [{ name: 'a.zip', size: 1 }, { name: 'b.klip', size: 1 }], 20);
    expect(refusals).toContainEqual({ key: 'importExport.server.oneZipOnly', params: {} });
  });

  it('splits the types between the import selection screen\'s regular and new import (spec 02 sections 2 and 9)', () => {
    expect(importTypesOf('regular').map((type) => type.name)).toEqual(['ti', 'gef', 'sikb0101', 'xlsx', 'csv']);
    expect(importTypesOf('new').map((type) => [type.name, type.target])).toEqual([['aquoCsv', 'existingProject'], ['watercourseZip', 'existingProject']]);
    // A .csv or .zip alone stays a regular import; the new import names its type on upload.
    expect(importTypeOfFile('metingen.csv')?.name).toBe('csv');
    expect(importTypeOfFile('boringen.zip')?.name).toBe('gef');
    expect(uploadRefusals('aquoCsv', [{ name: 'metingen.csv', size: 100 }], 20)).toEqual([]);
    expect(uploadRefusals('watercourseZip', [{ name: 'Waterlopen.zip', size: 100 }], 20)).toEqual([]);
    expect(uploadRefusals('watercourseZip', [{ name: 'waterlopen.shp', size: 100 }], 20)).toEqual([{ key: 'importExport.server.fileTypeNotSupported', params: { file: 'waterlopen.shp' } }]);
  });
});
