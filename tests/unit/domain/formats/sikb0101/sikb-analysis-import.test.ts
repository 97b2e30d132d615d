import { describe, expect, it } from 'vitest';
import { readSikbAnalysisResults } from '../../../../../src/domain/formats/sikb0101/sikb-analysis-import';
import { exportSikb0101 } from '../../../../../src/domain/formats/sikb0101/sikb-writer';
import { demoTree } from '../fixtures/demo-tree';
import { sampleText } from '../fixtures/exchange-samples';

describe('SIKB0101 analysis import for the lab result importer (spec 02 section 9)', () => {
  it('gives the analysis samples with their results and the field samples to match them to', () => {
    const read = readSikbAnalysisResults(sampleText('sikb/samples/BROprogramma-GAR-SIKB-converter/onderzoek.xml'), { fileName: 'onderzoek.xml' });
    if (!read.ok) throw new Error(JSON.stringify(read.log));
    expect(read.value.version).toBe('14.2.0');
    expect(read.value.fieldSamples).toEqual([expect.objectContaining({ name: 'WA1-1', kind: 'waterSample', pointName: 'MP02' })]);
    expect(read.value.analysisSamples[0]?.partGuids).toEqual([read.value.fieldSamples[0]?.guid]);
    expect(read.value.analysisSamples[0]?.results.length).toBeGreaterThan(0);
  });

  it('reads our own export\'s results exactly, censored value included', () => {
    const tree = demoTree();
    const exported = exportSikb0101(tree, { version: '14.8.0', date: '2026-11-25' });
    const read = readSikbAnalysisResults(exported.ok ? String(exported.files[0]?.content) : '', { fileName: 'demo.xml' });
    expect(read.ok && read.value.analysisSamples.flatMap((sample) => sample.results.map((result) => [result.Component, result.Symbol ?? null, result.MeasuredValue])))
      .toEqual(tree.analysisSamples.flatMap((sample) => sample.results.map((result) => [result.Component, result.Symbol ?? null, result.MeasuredValue])));
  });
});
