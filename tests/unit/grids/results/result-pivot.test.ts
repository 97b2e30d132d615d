import { describe, expect, it } from 'vitest';
import { pivotColumns, pivotResults } from '../../../../src/grids/results/result-pivot';
import { componentsOfSample, parseComponentLines, resultRowsToAdd } from '../../../../src/grids/results/manual-input';
import { deriveResultCells } from '../../../../src/grids/results/result-rules';
import { rowOrder } from '../../../../src/grid/model/sort-filter';

const samples = [{ code: 'a', description: 'MM1' }, { code: 'b', description: 'MM2' }, { code: 'c', description: 'MM3' }];
const results = [
  { AsGuid: 'a', ComponentGroup: 'Metalen', Component: 'Zink', Method: 'AS3000', Unit: 'mg/kg ds', ArReportedValue: '41', GroupOrder: 1, ComponentOrder: 2 },
  { AsGuid: 'a', ComponentGroup: 'Metalen', Component: 'Cadmium', Method: 'AS3000', Unit: 'mg/kg ds', Symbol: '<', MeasuredValue: 0.2, GroupOrder: 1, ComponentOrder: 1 },
  { AsGuid: 'b', ComponentGroup: 'Metalen', Component: 'cadmium', Method: 'as3000', Unit: 'MG/KG DS', ArReportedValue: '0,3', GroupOrder: 1, ComponentOrder: 1 },
  { AsGuid: 'b', ComponentGroup: 'Metalen', Component: 'Zink', Method: 'AS3000', Unit: 'mg/kg ds', ArReportedValue: '<0.19', GroupOrder: 1, ComponentOrder: 2 },
];

describe('results pivot (spec 02 section 2: as a lab certificate reads)', () => {
  it('puts components down in group and component order and samples with results across, values as sent', () => {
    const pivot = pivotResults(results, samples);
    expect(pivot.samples.map((sample) => sample.description)).toEqual(['MM1', 'MM2']);
    expect(pivot.rows.map((row) => [row.Component, row.sample0, row.sample1])).toEqual([['Cadmium', '<0.2', '0,3'], ['Zink', '41', '<0.19']]);
    expect(pivotColumns((field) => field, pivot.samples).map((column) => column.title)).toEqual(['ComponentGroup', 'Component', 'Method', 'Unit', 'MM1', 'MM2']);
  });

  it('gives only samples with results a column, each column reading its own sample', () => {
    const pivot = pivotResults(results, [samples[2], samples[1], samples[0]].flatMap((sample) => (sample ? [sample] : [])));
    const columns = pivotColumns((field) => field, pivot.samples).slice(4);
    expect(columns.map((column) => column.title)).toEqual(['MM2', 'MM1']);
    expect(pivot.rows.map((row) => columns.map((column) => row[column.field]))).toEqual([['0,3', '<0.2'], ['<0.19', '41']]);
  });

  it('sorts a sample column with censored values by their limit', () => {
    const rows = [{ v: '0.2' }, { v: '<0.2' }, { v: 'n.a.' }, { v: '0.1' }];
    const order = rowOrder({ rowCount: rows.length, valueAt: (index) => rows[index]?.v, sort: [{ field: 'v', direction: 'asc', kind: 'reported' }] });
    expect(order.map((index) => rows[index]?.v)).toEqual(['0.1', '<0.2', '0.2', 'n.a.']);
  });
});

describe('manual analysis result input (spec 02 sections 2 and 5)', () => {
  it('takes over the components of another sample and adds them to the chosen samples, leaving out what a sample has', () => {
    const components = componentsOfSample(results, 'a');
    expect(components.map((component) => component.Component)).toEqual(['Zink', 'Cadmium']);
    const added = resultRowsToAdd(['b', 'c'], components, results);
    expect(added.skipped).toBe(2);
    expect(added.rows.map((row) => [row.AsGuid, row.Component, row.Unit])).toEqual([['c', 'Zink', 'mg/kg ds'], ['c', 'Cadmium', 'mg/kg ds']]);
  });

  it('reads typed components as component; method; unit per line', () => {
    expect(parseComponentLines('Lood; AS3000; mg/kg ds\n\nKwik\tAS3000\tmg/kg ds')).toEqual([
      expect.objectContaining({ Component: 'Lood', Method: 'AS3000', Unit: 'mg/kg ds' }),
      expect.objectContaining({ Component: 'Kwik', Method: 'AS3000', Unit: 'mg/kg ds' }),
    ]);
  });

  it('lets symbol, limit and alphanumeric value follow the value as typed', () => {
    expect(deriveResultCells({ ArReportedValue: '< 0,2' }, new Set(['ArReportedValue']))).toEqual({ Symbol: '<', MeasuredValue: 0.2, AlphanumericValue: null });
    expect(deriveResultCells({ ArReportedValue: 'n.a.' }, new Set(['ArReportedValue']))).toEqual({ Symbol: null, MeasuredValue: null, AlphanumericValue: 'n.a.' });
    expect(deriveResultCells({ Unit: 'mg/l' }, new Set(['Unit']))).toEqual({});
  });
});
