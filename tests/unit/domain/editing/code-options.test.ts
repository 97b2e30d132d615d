import { describe, expect, it } from 'vitest';
import { codeOptionsFromGeneralCodes, findListOption, listOptionText, listStoredValue, optionForTypedText } from '../../../../src/domain/editing/code-options';

const codes = codeOptionsFromGeneralCodes([
  { GcCode: 'PB', GcDescription: 'Peilbuis', GcOrder: 2 },
  { GcCode: 'B', GcDescription: 'Boring', GcOrder: 1 },
  { GcCode: null, GcDescription: 'Zonder code', GcOrder: 0 },
  { GcCode: 'X', GcDescription: 'Overig' },
]);

describe('code lists as list choices (spec 01 section 3)', () => {
  it('keeps entries with a code, in GcOrder, unordered last', () => {
    expect(codes).toEqual([
      { code: 'B', description: 'Boring' }, { code: 'PB', description: 'Peilbuis' }, { code: 'X', description: 'Overig' },
    ]);
  });

  it('type 37 shows the code plus the text, others the text', () => {
    expect(listOptionText(37, { code: 'EPSG:28992', description: 'RD New' })).toBe('EPSG:28992 – RD New');
    expect(listOptionText(3, { code: 'B', description: 'Boring' })).toBe('Boring');
    expect(listOptionText(3, { code: 'B', description: '' })).toBe('B');
  });

  it('the seven full-text lists store the text, the others the code', () => {
    const master = { code: '17', description: 'J. de Vries' };
    expect(listStoredValue('MpDrillingMasterCode', master)).toBe('J. de Vries');
    expect(listStoredValue('PrPhaseCode', { code: 'V', description: 'Verkennend' })).toBe('Verkennend');
    expect(listStoredValue('MpTypeCode', { code: 'B', description: 'Boring' })).toBe('B');
  });

  it('finds the choice of a stored value, ignoring case and spaces when no exact match', () => {
    expect(findListOption('MpTypeCode', codes, 'PB')).toEqual({ code: 'PB', description: 'Peilbuis' });
    expect(findListOption('MpTypeCode', codes, ' pb ')).toEqual({ code: 'PB', description: 'Peilbuis' });
    expect(findListOption('MpTypeCode', codes, 'ZZ')).toBeUndefined();
    expect(findListOption('MpTypeCode', codes, null)).toBeUndefined();
  });

  it('finds the choice of a full-text list whose value was saved as the code', () => {
    const phases = [{ code: 'Verkennend', description: 'Verkennend onderzoek' }];
    expect(findListOption('PrPhaseCode', phases, 'Verkennend onderzoek')).toEqual(phases[0]);
    expect(findListOption('PrPhaseCode', phases, 'Verkennend')).toEqual(phases[0]);
  });

  it('reads a list cell typed over as the code, else the first text it starts', () => {
    const soils = [{ code: 'G', description: 'Grind' }, { code: 'Z', description: 'Zand' }, { code: 'K', description: 'Klei' }];
    expect(optionForTypedText('LaSoilTypeCode', 3, soils, 'z')?.code).toBe('Z');
    expect(optionForTypedText('LaSoilTypeCode', 3, soils, 'kl')?.code).toBe('K');
    expect(optionForTypedText('LaSoilTypeCode', 3, soils, 'q')).toBeUndefined();
    expect(optionForTypedText('LaSoilTypeCode', 3, soils, ' ')).toBeUndefined();
  });
});

