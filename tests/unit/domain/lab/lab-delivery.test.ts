import { describe, expect, it } from 'vitest';
import { readDeliveryCsv } from '../../../../src/domain/lab/lab-delivery';

describe('lab delivery in the documented column layout (README, lab result importer)', () => {
  it('reads Dutch headers in any order, a semicolon separator and decimal commas, keeping the value as sent', () => {
    const delivery = readDeliveryCsv('\uFEFFMonster;Ordernummer;Component;Eenheid;Waarde;Datum;Volgorde\r\nMM1;LAB-1;Cadmium;mg/kg ds;< 0,2;12-10-2026;3\r\n');
    expect(delivery.problems).toEqual([]);
    expect(delivery.lines).toEqual([expect.objectContaining({
      line: 2, orderNr: 'LAB-1', sampleName: 'MM1',
      result: expect.objectContaining({ Component: 'Cadmium', Unit: 'mg/kg ds', ArReportedValue: '< 0,2', Symbol: '<', MeasuredValue: 0.2, ReportedDate: '2026-10-12T00:00:00', ComponentOrder: 3 }),
    })]);
  });

  it('reads comma-separated English headers with quoted values', () => {
    const delivery = readDeliveryCsv('OrderNr,SampleName,Component,Value\nLAB-2,"MM 2","PAK 10 (0,7 factor)","0,35"\n');
    expect(delivery.lines[0]).toMatchObject({ sampleName: 'MM 2', result: { Component: 'PAK 10 (0,7 factor)', ArReportedValue: '0,35', MeasuredValue: 0.35 } });
  });

  it('names missing columns, and skips incomplete lines and bad numbers by line', () => {
    expect(readDeliveryCsv('Monster;Waarde\nMM1;3\n').problems).toEqual([{ kind: 'missingColumns', columns: 'OrderNr, Component' }]);
    expect(readDeliveryCsv('OrderNr;SampleName;Component;Value\n').problems).toEqual([{ kind: 'empty' }]);
    const delivery = readDeliveryCsv('OrderNr;SampleName;Component;Value;GroupOrder\nLAB-1;;Zink;3;1\nLAB-1;MM1;Zink;3;eerste\nLAB-1;MM1;Lood;n.a.;2\n');
    expect(delivery.problems).toEqual([{ kind: 'lineIncomplete', line: 2, columns: 'SampleName' }, { kind: 'badNumber', line: 3, column: 'GroupOrder', value: 'eerste' }]);
    expect(delivery.lines.map((line) => [line.line, line.result.AlphanumericValue])).toEqual([[4, 'n.a.']]);
  });
});
