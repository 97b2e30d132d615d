import { describe, expect, it } from 'vitest';
import { coordinateIssues, validCoordinateSystem, zRequiredForGaugingTube } from '../../../../src/domain/coordinates/coordinate-issues';

const rdBounds = { system: 'EPSG:28992', minX: 646.36, minY: 306671.11, maxX: 284347.26, maxY: 637111.03 };

describe('coordinateIssues (spec 01 section 5)', () => {
  it('accepts an RD point inside the bounds, as numbers or dot-decimal text', () => {
    expect(coordinateIssues(155000, 463000, 'EPSG:28992')).toEqual([]);
    expect(coordinateIssues(' 155000.5 ', '463000.25', 'EPSG:28992')).toEqual([]);
  });

  it('requires both X and Y, naming each missing field', () => {
    expect(coordinateIssues('', null, 'EPSG:28992')).toEqual([
      { field: 'MpXCoord', code: 'validation.coordinates.required', severity: 'error' },
      { field: 'MpYCoord', code: 'validation.coordinates.required', severity: 'error' },
    ]);
    expect(coordinateIssues(155000, undefined, 'EPSG:28992')).toEqual([
      { field: 'MpYCoord', code: 'validation.coordinates.required', severity: 'error' },
    ]);
  });

  it("refuses '155000,5' with its own code for the decimal comma", () => {
    expect(coordinateIssues('155000,5', 463000, 'EPSG:28992')).toEqual([
      { field: 'MpXCoord', code: 'validation.coordinates.commaDecimal', params: { value: '155000,5' }, severity: 'error' },
    ]);
    expect(coordinateIssues(155000, '463.000,25', 'EPSG:28992')[0]?.code).toBe('validation.coordinates.commaDecimal');
  });

  it('refuses text that is no number at all', () => {
    expect(coordinateIssues('abc', 463000, 'EPSG:28992')[0]?.code).toBe('validation.coordinates.notANumber');
    expect(coordinateIssues(Number.NaN, 463000, 'EPSG:28992')[0]?.code).toBe('validation.coordinates.notANumber');
  });

  it('refuses a point outside the RD bounds, on the axis that is out, with the bounds as params', () => {
    expect(coordinateIssues(300000, 463000, 'EPSG:28992')).toEqual([
      { field: 'MpXCoord', code: 'validation.coordinates.outOfBounds', params: rdBounds, severity: 'error' },
    ]);
    expect(coordinateIssues(155000, 100000, 'EPSG:28992')).toEqual([
      { field: 'MpYCoord', code: 'validation.coordinates.outOfBounds', params: rdBounds, severity: 'error' },
    ]);
  });

  it('includes the bounds themselves', () => {
    expect(coordinateIssues(646.36, 637111.03, 'EPSG:28992')).toEqual([]);
    expect(coordinateIssues(646.35, 637111.04, 'EPSG:28992')).toHaveLength(2);
  });

  it('allows 8 decimals for EPSG:4326 and refuses a 9th rather than rounding it', () => {
    expect(coordinateIssues('5.38720621', '52.15517440', 'EPSG:4326')).toEqual([]);
    expect(coordinateIssues(5.387206214, 52.1551744, 'EPSG:4326')).toEqual([
      { field: 'MpXCoord', code: 'validation.coordinates.tooManyDecimals', params: { max: 8 }, severity: 'error' },
    ]);
  });

  it('allows 2 decimals for RD and refuses a 3rd, but not a padding zero', () => {
    expect(coordinateIssues('155000.12', 463000.99, 'EPSG:28992')).toEqual([]);
    expect(coordinateIssues('155000.120', 463000, 'EPSG:28992')).toEqual([]);
    expect(coordinateIssues('155000.123', 463000.001, 'EPSG:28992')).toEqual([
      { field: 'MpXCoord', code: 'validation.coordinates.tooManyDecimals', params: { max: 2 }, severity: 'error' },
      { field: 'MpYCoord', code: 'validation.coordinates.tooManyDecimals', params: { max: 2 }, severity: 'error' },
    ]);
  });

  it('accepts site-grid numbers in the self-defined system, within its generous bounds', () => {
    expect(coordinateIssues(-250.5, 1200, 'LOCAL')).toEqual([]);
    expect(coordinateIssues(25_000_000, 0, 'LOCAL')[0]?.code).toBe('validation.coordinates.outOfBounds');
  });

  it('refuses the pair under an unknown system, and uses the field names it is given', () => {
    expect(coordinateIssues(1, 2, 'EPSG:3857', { x: 'X', y: 'Y' })).toEqual([
      { field: 'X', code: 'validation.coordinates.unknownSystem', params: { system: 'EPSG:3857' }, severity: 'error' },
    ]);
  });
});

describe('zRequiredForGaugingTube (spec 01 section 5)', () => {
  it('requires Z only when the point is imported as a gauging tube', () => {
    expect(zRequiredForGaugingTube(true, '')).toEqual([
      { field: 'MpZCoord', code: 'validation.coordinates.zRequiredForGaugingTube', severity: 'error' },
    ]);
    expect(zRequiredForGaugingTube(false, null)).toEqual([]);
    expect(zRequiredForGaugingTube(true, -1.25)).toEqual([]);
    expect(zRequiredForGaugingTube(true, '0')).toEqual([]);
  });

  it('refuses a Z written with a decimal comma', () => {
    expect(zRequiredForGaugingTube(false, '1,25')[0]?.code).toBe('validation.coordinates.commaDecimal');
  });
});

describe('validCoordinateSystem (spec 01 section 5)', () => {
  it('accepts codes of list 37 and refuses others and an empty one', () => {
    expect(validCoordinateSystem('EPSG:28992')).toEqual([]);
    expect(validCoordinateSystem('LOCAL')).toEqual([]);
    expect(validCoordinateSystem('EPSG:3857')).toEqual([
      { field: 'PrCoordinateSystem', code: 'validation.coordinates.unknownSystem', params: { system: 'EPSG:3857' }, severity: 'error' },
    ]);
    expect(validCoordinateSystem('  ')[0]?.code).toBe('validation.coordinates.systemRequired');
    expect(validCoordinateSystem(28992)[0]?.code).toBe('validation.coordinates.unknownSystem');
  });
});
