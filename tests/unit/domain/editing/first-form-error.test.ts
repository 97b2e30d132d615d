import { describe, expect, it } from 'vitest';
import { firstFormError } from '../../../../src/domain/editing/first-form-error';
import type { FieldTemplate } from '../../../../src/domain/editing/field-template';
import { error, warning } from '../../../../src/domain/validation/issue';

const template = (FieldCode: string, FieldOrder: number, EditorType = 1): FieldTemplate => ({
  ScreenName: 'MeasurementPoint', FieldCode, LabelKey: `field.${FieldCode}`, EditorType, ListCategory: null,
  Required: false, MaxLength: null, AllowMultiEdit: false, FieldOrder, Visible: true,
});
const templates = [template('MpRemark', 9, 8), template('MpName', 1), template('MpXCoord', 4, 31), template('MpYCoord', 5, 31)];

describe("a record form's first error in reading order (spec 01 section 8)", () => {
  it('takes the field drawn first, not the issue listed first', () => {
    const found = firstFormError(templates, 'MeasurementPoint', [error('MpRemark', 'validation.tooLong'), error('MpName', 'validation.required')]);
    expect(found?.template?.FieldCode).toBe('MpName');
    expect(found?.issue.code).toBe('validation.required');
  });

  it('finds a composite part at the field that draws it, and skips warnings', () => {
    const found = firstFormError(templates, 'MeasurementPoint', [warning('MpName', 'validation.intermediateLayer'), error('MpYCoord', 'validation.outOfBounds')]);
    expect(found?.template?.FieldCode).toBe('MpXCoord');
  });

  it('puts an error no drawn field owns first, without a field, and answers null without errors', () => {
    expect(firstFormError(templates, 'MeasurementPoint', [error('MpName', 'validation.required'), error('PrID', 'validation.required')])).toEqual({ issue: error('PrID', 'validation.required'), template: null });
    expect(firstFormError(templates, 'MeasurementPoint', [warning('MpName', 'validation.required')])).toBeNull();
  });
});
