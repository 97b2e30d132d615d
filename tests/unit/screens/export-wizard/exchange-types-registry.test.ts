import { describe, expect, it } from 'vitest';
import { exchangeExportTypes, exchangeImportTypes, serverExportTypeIds } from '../../../../src/domain/exchange/exchange-types';
import { exportParametersSchema } from '../../../../src/domain/exchange/export-parameters';
import { exportWriters } from '../../../../server/services/import-export/export-types';
import { importTypeOfFile } from '../../../../server/services/jobs/upload-rules';
import { wizardExportTypes } from '../../../../src/screens/export-wizard/export-wizard-services';

describe('one registry of export and import types (spec 02 section 9)', () => {
  it('the export call writes every server type of the registry, and the wizard offers every type in its order', () => {
    expect(Object.keys(exportWriters).sort()).toEqual([...serverExportTypeIds].sort());
    expect(wizardExportTypes).toEqual(exchangeExportTypes.map((type) => type.id));
    expect(serverExportTypeIds).toEqual(['ti', 'xlsx', 'csv', 'gef', 'sikb0101', 'bro-bhrgt', 'bro-gmw']);
  });

  it('an upload\'s import type follows from its extension, in any letter case; other files are refused', () => {
    expect(['p.ti', 'B62B0582.GEF', 'boringen.zip', 'project.xml', 'Punten.XLSX', 'lagen.csv'].map((name) => importTypeOfFile(name))).toEqual(['ti', 'gef', 'gef', 'sikb0101', 'xlsx', 'csv']);
    expect(importTypeOfFile('metingen.csv', 'aquoCsv')).toBe('aquoCsv');
    expect(importTypeOfFile('metingen.xlsx', 'aquoCsv')).toMatchObject({ catalogueMessage: expect.objectContaining({ key: 'importExport.server.fileTypeNotSupported' }) });
    expect(importTypeOfFile('notes.txt')).toMatchObject({ catalogueMessage: expect.objectContaining({ key: 'importExport.server.fileTypeNotSupported' }) });
    expect(exchangeImportTypes.every((type) => type.extensions.every((extension) => extension.startsWith('.')))).toBe(true);
  });

  it('refuses Parameters of a version or validation type the spec does not name', () => {
    expect(exportParametersSchema.safeParse({ ProjectID: 1, Version: '14.9.0', ValidationType: 'correctImbroA' }).success).toBe(true);
    expect(exportParametersSchema.safeParse({ ProjectID: 1, Version: '13.5.0' }).success).toBe(false);
    expect(exportParametersSchema.safeParse({ ProjectID: 1, ValidationType: 'maybe' }).success).toBe(false);
  });
});
