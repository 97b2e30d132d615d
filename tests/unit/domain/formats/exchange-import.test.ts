import { describe, expect, it } from 'vitest';
import { bhrGtOptionsOf, gmwOptionsOf } from '../../../../src/domain/formats/bro/bro-export-parameters';
import { convertImportFiles } from '../../../../src/domain/formats/exchange-import';
import { exportSikb0101 } from '../../../../src/domain/formats/sikb0101/sikb-writer';
import { demoTree } from './fixtures/demo-tree';

describe('the convert step of an import job (spec 02 sections 4 and 9)', () => {
  it('lays a SIKB0101 project out as the .ti tables, and counts the analyses a project import does not store in a warning', () => {
    const tree = demoTree(6);
    const exported = exportSikb0101(tree, { version: '14.9.0', date: '2026-11-25' });
    if (!exported.ok) throw new Error('export failed');
    const converted = convertImportFiles('sikb0101', [{ name: 'demo.xml', content: new TextEncoder().encode(String(exported.files[0]?.content)) }], new Date('2026-11-25T12:00:00Z'));
    if (!converted.ok) throw new Error(JSON.stringify(converted.log));
    expect(converted.value).toMatchObject({ format: 'fieldwork-ti', exportedAt: '2026-11-25T12:00:00.000Z', project: { PrCode: tree.project.PrCode } });
    expect(converted.value.tables.tblMeasurementPoints).toHaveLength(6);
    const results = tree.analysisSamples.reduce((sum, sample) => sum + sample.results.length, 0);
    expect(converted.log).toContainEqual(expect.objectContaining({ level: 'warning', key: 'exchange.import.analysesNotImported', params: { samples: tree.analysisSamples.length, results } }));
  });

  it('refuses a file that is no SIKB0101 with the reader\'s error, and nothing to import', () => {
    const converted = convertImportFiles('sikb0101', [{ name: 'notes.xml', content: new TextEncoder().encode('<notes/>') }], new Date());
    expect(converted).toMatchObject({ ok: false, log: [expect.objectContaining({ level: 'error', key: 'formats.sikb0101.import.notSikb' })] });
  });
});

describe('BRO delivery options from the export call (spec 02 section 2, pre-export checks)', () => {
  const parameters = { QualityRegime: 'IMBRO' as const, DeliveryAccountableParty: '27376655', Codes: { boredDiameter: 50, boringTechnique: 'pulsen', stopCriterion: 7, unknownCode: 'x' } };

  it('takes the user\'s code choices over the defaults where they are of the same kind, and dates the report today when none is given', () => {
    expect(bhrGtOptionsOf(parameters, '2026-11-25')).toMatchObject({ qualityRegime: 'IMBRO', deliveryAccountableParty: '27376655', reportDate: '2026-11-25', boredDiameter: 50, boringTechnique: 'pulsen', stopCriterion: 'einddoel' });
    expect(bhrGtOptionsOf(parameters, '2026-11-25')).not.toHaveProperty('unknownCode');
    expect(gmwOptionsOf({ ...parameters, ReportDate: '2026-10-01' }, '2026-11-25')).toMatchObject({ owner: '27376655', reportDate: '2026-10-01', tubeMaterial: 'peHighDensity' });
  });
});
