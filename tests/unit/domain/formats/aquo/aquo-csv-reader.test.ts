import { describe, expect, it } from 'vitest';
import { readAquoCsv } from '../../../../../src/domain/formats/aquo/aquo-csv-reader';
import { aquoHeader, aquoSampleCsv, aquoSampleLines } from '../fixtures/aquo-sample';

describe('readAquoCsv', () => {
  it('groups the lines into points and water samples, field measurements as observations, lab components counted as not carried', () => {
    const read = readAquoCsv(aquoSampleCsv(), 'metingen.csv');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.points).toEqual([
      { name: 'OW-KRW-001', x: 155012.3, y: 463180.75 },
      { name: 'OW-KRW-002', x: 156240, y: 462905.1 },
    ]);
    const [first, second] = read.value.samples;
    expect(first).toMatchObject({ pointName: 'OW-KRW-001', name: 'OW-KRW-001-20260512', date: '2026-05-12T09:40:00', matrixCode: 'OW' });
    // Conductivity in mS/m becomes µS/cm (×10), the unit of the EC observation.
    expect(first?.observations).toEqual([{ code: 'PH', value: 7.8 }, { code: 'TEMP', value: 14.2 }, { code: 'EC', value: 521 }, { code: 'O2', value: 8.4 }]);
    expect(second?.observations).toEqual([{ code: 'PH', value: 7.1 }]);
    expect(read.value.valuesNotCarried).toBe(2);
    expect(read.log.map((entry) => [entry.level, entry.key])).toEqual([['warning', 'formats.aquo.import.valuesNotCarried'], ['info', 'formats.aquo.import.read']]);
  });

  it('names a sample after its point and day when the file has no Monster.lokaalID, and reads a decimal comma and a day-first date', () => {
    const text = ['Meetobject.lokaalID;Begindatum;Grootheid.code;Eenheid.code;Numeriekewaarde', 'P1;12-05-2026;PH;DIMSLS;7,4'].join('\n');
    const read = readAquoCsv(text, 'kort.csv');
    expect(read.ok && read.value.samples).toEqual([{ pointName: 'P1', name: 'P1 2026-05-12', date: '2026-05-12T00:00:00', matrixCode: null, observations: [{ code: 'PH', value: 7.4 }] }]);
  });

  it('fails the whole file on an unreadable value, naming its line and column', () => {
    const lines = aquoSampleLines(['A', 'B']);
    lines[2] = lines[2]!.replace(';52.1;', ';vijftig;');
    // An empty line before it still counts: the line number is the file's.
    const read = readAquoCsv([aquoHeader, '', ...lines].join('\n'), 'fout.csv');
    expect(read.ok).toBe(false);
    expect(read.log).toEqual([expect.objectContaining({ level: 'error', key: 'formats.aquo.import.badValue', params: { file: 'fout.csv', line: 5, column: 'Numeriekewaarde', value: 'vijftig' } })]);
  });

  it('refuses an impossible date and a point whose coordinates differ between lines', () => {
    const lines = aquoSampleLines(['A', 'B']);
    lines[0] = lines[0]!.replace('2026-05-12;09:40', '2026-02-30;09:40');
    lines[6] = lines[6]!.replace('156240.00', '156999.00');
    const read = readAquoCsv([aquoHeader, ...lines].join('\n'), 'fout.csv');
    expect(read.ok).toBe(false);
    expect(read.log.map((entry) => [entry.key, entry.params.line])).toEqual([['formats.aquo.import.badValue', 2], ['formats.aquo.import.otherCoordinates', 8]]);
  });

  it('refuses a CSV without the Aquo columns, and one without values', () => {
    expect(readAquoCsv('MpName;MpXCoord\nB1;155000', 'punten.csv')).toEqual({ ok: false, log: [expect.objectContaining({ key: 'formats.aquo.import.notAquo' })] });
    expect(readAquoCsv(`${aquoHeader}\n`, 'leeg.csv')).toEqual({ ok: false, log: [expect.objectContaining({ key: 'formats.aquo.import.noRows' })] });
  });
});
