import { describe, expect, it } from 'vitest';
import { validateMeasurementPoint } from '../../../../../src/domain/validation/entities/measurement-point';

const codes = (issues: { field: string; code: string }[]) => issues.map((issue) => `${issue.field}:${issue.code}`);

describe('validateMeasurementPoint (spec 01 section 5)', () => {
  it('requires a name', () => {
    expect(codes(validateMeasurementPoint({ MpGuid: 'm1', MpName: '' }, []))).toEqual(['MpName:validation.required']);
  });

  it("refuses 'B1 ' when 'b1' exists in the project, but not when editing 'b1' itself", () => {
    const siblings = [{ MpGuid: 'm1', MpName: 'b1' }, { MpGuid: 'm2', MpName: 'B2' }];
    expect(validateMeasurementPoint({ MpGuid: 'm3', MpName: 'B1 ' }, siblings)).toEqual([
      { field: 'MpName', code: 'validation.unique', params: { value: 'B1' }, severity: 'error' },
    ]);
    expect(validateMeasurementPoint({ MpGuid: 'M1', MpName: 'B1 ' }, siblings)).toEqual([]);
  });

  it('wants depth a number, drilling master at most 50 and remark at most 250', () => {
    const issues = validateMeasurementPoint(
      { MpGuid: 'm1', MpName: 'B1', MpDepth: 'deep', MpDrillingMasterCode: 'd'.repeat(51), MpRemark: 'r'.repeat(251) },
      [],
    );
    expect(codes(issues)).toEqual(['MpDepth:validation.number.notANumber', 'MpDrillingMasterCode:validation.tooLong', 'MpRemark:validation.tooLong']);
  });

  it('accepts a full point as stored on the wire', () => {
    const point = {
      MpGuid: 'm1', MpName: 'B1', MpDate: '2024-05-01T10:00:00', MpDepth: 250, MpXCoord: 155000.12, MpYCoord: 463000.5,
      MpZCoord: -1.2, MpDrillingMasterCode: 'J. Jansen', MpRemark: 'ok',
    };
    expect(validateMeasurementPoint(point, [point])).toEqual([]);
  });

  it('refuses coordinates that are not numbers', () => {
    expect(codes(validateMeasurementPoint({ MpGuid: 'm1', MpName: 'B1', MpXCoord: '155000,12' }, []))).toEqual([
      'MpXCoord:validation.number.decimalComma',
    ]);
  });
});

describe('validateMeasurementPoint with the project coordinate system (spec 01 section 5)', () => {
  it('requires X and Y and keeps them inside the system bounds', () => {
    const missing = validateMeasurementPoint({ MpGuid: 'm1', MpName: 'B1', MpXCoord: 155000 }, [], { coordinateSystem: 'EPSG:28992' });
    expect(codes(missing)).toEqual(['MpYCoord:validation.coordinates.required']);
    const outside = validateMeasurementPoint({ MpGuid: 'm1', MpName: 'B1', MpXCoord: 155000, MpYCoord: 10 }, [], { coordinateSystem: 'EPSG:28992' });
    expect(codes(outside)).toEqual(['MpYCoord:validation.coordinates.outOfBounds']);
  });

  it('accepts a point in Amersfoort in RD New', () => {
    const point = { MpGuid: 'm1', MpName: 'B1', MpXCoord: 155000, MpYCoord: 463000 };
    expect(validateMeasurementPoint(point, [], { coordinateSystem: 'EPSG:28992' })).toEqual([]);
  });

  it('accepts a point without any coordinates only where told to (copies without coordinates), never half a pair', () => {
    const context = { coordinateSystem: 'EPSG:28992', allowNoCoordinates: true };
    expect(validateMeasurementPoint({ MpGuid: 'm1', MpName: 'B1', MpXCoord: null, MpYCoord: ' ' }, [], context)).toEqual([]);
    expect(codes(validateMeasurementPoint({ MpGuid: 'm1', MpName: 'B1', MpXCoord: 155000, MpYCoord: null }, [], context))).toEqual(['MpYCoord:validation.coordinates.required']);
    expect(codes(validateMeasurementPoint({ MpGuid: 'm1', MpName: 'B1' }, [], { coordinateSystem: 'EPSG:28992' }))).toEqual([
      'MpXCoord:validation.coordinates.required', 'MpYCoord:validation.coordinates.required',
    ]);
  });
});
