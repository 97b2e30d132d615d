import { describe, expect, it } from 'vitest';
import { validateBottle } from '../../../../../src/domain/validation/entities/bottle';
import { validateSublocation } from '../../../../../src/domain/validation/entities/sublocation';
import { validateWaterSample } from '../../../../../src/domain/validation/entities/water-sample';

const codes = (issues: { field: string; code: string }[]) => issues.map((issue) => `${issue.field}:${issue.code}`);

describe('validateWaterSample (spec 01 section 5)', () => {
  it('accepts a name of 50 characters and refuses one of 51', () => {
    expect(validateWaterSample({ WsGuid: 'w1', WsName: 'n'.repeat(50) }, [])).toEqual([]);
    expect(validateWaterSample({ WsGuid: 'w1', WsName: 'n'.repeat(51) }, [])).toEqual([
      { field: 'WsName', code: 'validation.tooLong', params: { max: 50 }, severity: 'error' },
    ]);
  });

  it('refuses a name used by another sample, ignoring itself', () => {
    const siblings = [{ WsGuid: 'w1', WsName: 'B1-1' }];
    expect(codes(validateWaterSample({ WsGuid: 'w2', WsName: 'b1-1' }, siblings))).toEqual(['WsName:validation.unique']);
    expect(validateWaterSample({ WsGuid: 'w1', WsName: 'b1-1' }, siblings)).toEqual([]);
  });

  it('checks dates, times and the remark', () => {
    const issues = validateWaterSample({ WsGuid: 'w1', WsDate: 'yesterday', WsStartSampleTime: '2024-05-01 25:00', WsRemark: 'r'.repeat(251) }, []);
    expect(codes(issues)).toEqual(['WsDate:validation.date.invalid', 'WsRemark:validation.tooLong', 'WsStartSampleTime:validation.dateTime.invalid']);
  });
});

describe('validateBottle and validateSublocation (spec 01 section 5)', () => {
  it('refuses a bottle name used twice in its water sample', () => {
    expect(codes(validateBottle({ BoGuid: 'b2', BoName: 'Glass' }, [{ BoGuid: 'b1', BoName: 'glass' }]))).toEqual(['BoName:validation.unique']);
  });

  it('applies the barcode rule to bottles', () => {
    expect(codes(validateBottle({ BoGuid: 'b1', BoBarcode: 'ABCDEF' }, []))).toEqual(['BoBarcode:validation.barcode.tooLong']);
  });

  it('refuses a sub-location name already used in the project', () => {
    expect(codes(validateSublocation({ SlGuid: 's2', SlName: 'North ' }, [{ SlGuid: 's1', SlName: 'north' }]))).toEqual(['SlName:validation.unique']);
    expect(validateSublocation({ SlGuid: 's1', SlName: 'North' }, [{ SlGuid: 's1', SlName: 'north' }])).toEqual([]);
  });
});
