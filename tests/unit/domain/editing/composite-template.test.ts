import { describe, expect, it } from 'vitest';
import {
  compositeKindOf, compositePartGroups, compositePartLabel, formatCompositeValue, parseCompositeText, partEditorKind,
} from '../../../../src/domain/editing/composite-template';

describe('compositeKindOf (spec 01 section 3, composite fields)', () => {
  it('places a type with one composite whatever the field code', () => {
    expect(compositeKindOf({ EditorType: 22, FieldCode: 'LaTexture' })).toBe('texture');
    expect(compositeKindOf({ EditorType: 23, FieldCode: 'LaSpecialCompounds' })).toBe('specialCompounds');
    expect(compositeKindOf({ EditorType: 31, FieldCode: 'MpCoordinates' })).toBe('coordinatePair');
    expect(compositeKindOf({ EditorType: 36, FieldCode: 'LaOdour' })).toBe('odourAndIndications');
  });

  it('tells the six range pairs of type 19 and the two colours of type 24 apart by name or part', () => {
    expect(compositeKindOf({ EditorType: 19, FieldCode: 'LaFrom' })).toBe('layerRange');
    expect(compositeKindOf({ EditorType: 19, FieldCode: 'JrTo' })).toBe('jarRange');
    expect(compositeKindOf({ EditorType: 19, FieldCode: 'MpTrialPitLength' })).toBe('trialPitRange');
    expect(compositeKindOf({ EditorType: 19, FieldCode: 'MpXCoord' })).toBe('locationRange');
    expect(compositeKindOf({ EditorType: 19, FieldCode: 'filterTubeRange' })).toBe('filterTubeRange');
    expect(compositeKindOf({ EditorType: 24, FieldCode: 'WsColourCode' })).toBe('waterSampleColour');
    expect(compositeKindOf({ EditorType: 24, FieldCode: 'LaColourMainCode' })).toBe('layerColour');
  });

  it('cannot place a type 19 or 24 row that names no composite, nor a non-composite type', () => {
    expect(compositeKindOf({ EditorType: 19, FieldCode: 'MpDepth' })).toBeUndefined();
    expect(compositeKindOf({ EditorType: 24, FieldCode: 'Colour' })).toBeUndefined();
    expect(compositeKindOf({ EditorType: 1, FieldCode: 'MpName' })).toBeUndefined();
  });
});

describe('composite layout and labels', () => {
  it('groups a type with its gradation (and origin), ranges as one row', () => {
    const texture = compositePartGroups('texture');
    expect(texture.slice(0, 4)).toEqual([
      ['LaSoilTypeCode'], ['LaMedianCode'], ['LaAdditive1TypeCode', 'LaAdditive1GradationCode'], ['LaAdditive2TypeCode', 'LaAdditive2GradationCode'],
    ]);
    expect(texture.flat()).toHaveLength(20);
    expect(compositePartGroups('specialCompounds')).toHaveLength(7);
    expect(compositePartGroups('specialCompounds')[6]).toEqual(['LaSpecialCompound7TypeCode', 'LaSpecialCompound7GradationCode', 'LaSpecialCompound7OriginCode']);
    expect(compositePartGroups('odourAndIndications').map((group) => group.length)).toEqual([2, 1, 2, 2, 2, 2, 2]);
    expect(compositePartGroups('layerColour')).toEqual([['LaColourMainCode', 'LaColourSubCode', 'LaColourShadeCode'], ['LaSpot1ColourCode'], ['LaSpot2ColourCode']]);
    expect(compositePartGroups('jarRange')).toEqual([['JrFrom', 'JrTo']]);
  });

  it('labels numbered sets with one key and the set number', () => {
    expect(compositePartLabel('LaSpecialCompound4OriginCode')).toEqual({ key: 'fields.part.specialCompound.origin', params: { number: 4 } });
    expect(compositePartLabel('LaAdditive2GradationCode')).toEqual({ key: 'fields.part.additive.gradation', params: { number: 2 } });
    expect(compositePartLabel('LaArchIndication5Code')).toEqual({ key: 'fields.part.archIndication.code', params: { number: 5 } });
    expect(compositePartLabel('LaSoilTypeCode')).toEqual({ key: 'fields.part.LaSoilTypeCode' });
  });

  it('reads parts by the composite type: numbers for 19 and 31, codes otherwise', () => {
    expect(partEditorKind('layerRange')).toBe('trajectory');
    expect(partEditorKind('coordinatePair')).toBe('coordinates');
    expect(partEditorKind('specialCompounds')).toBe('specialComponent');
    expect(partEditorKind('odourAndIndications')).toBe('twoLists');
  });
});

describe('composites as one text (grid cells and pastes)', () => {
  it('splits and reads the parts', () => {
    expect(parseCompositeText('layerRange', '50-100', 'nl')).toEqual({ ok: true, value: { LaFrom: 50, LaTo: 100 } });
    expect(parseCompositeText('coordinatePair', '155000.00 463000.00', 'en')).toEqual({ ok: true, value: { MpXCoord: 155000, MpYCoord: 463000 } });
    const texture = parseCompositeText('texture', 'Z|ZMF||1', 'en');
    expect(texture.ok && texture.value).toMatchObject({ LaSoilTypeCode: 'Z', LaMedianCode: 'ZMF', LaAdditive1TypeCode: null, LaAdditive1GradationCode: '1' });
  });

  it('refuses a part over 10, too many parts, a decimal comma and a special-compound part over 5', () => {
    const codes = (result: ReturnType<typeof parseCompositeText>) => (result.ok ? [] : result.issues.map((issue) => `${issue.field}:${issue.code}`));
    expect(codes(parseCompositeText('layerColour', 'BRUINGRIJSX|GR', 'en'))).toEqual(['LaColourMainCode:validation.composite.partTooLong']);
    expect(codes(parseCompositeText('jarRange', '1-2-3', 'en'))).toEqual(['JrFrom:validation.composite.tooManyParts']);
    expect(codes(parseCompositeText('coordinatePair', '155000,5 463000', 'nl'))).toEqual(['MpXCoord:validation.number.decimalComma']);
    expect(codes(parseCompositeText('specialCompounds', 'OLIEXX|1', 'en'))).toEqual(['LaSpecialCompound1TypeCode:validation.tooLong']);
  });

  it('joins parts back, trailing empty parts left off', () => {
    expect(formatCompositeValue('layerRange', { LaFrom: 50, LaTo: 100 }, 'nl')).toBe('50-100');
    expect(formatCompositeValue('layerRange', { LaFrom: 50, LaTo: null }, 'nl')).toBe('50');
    expect(formatCompositeValue('texture', { LaSoilTypeCode: 'Z', LaMedianCode: null, LaAdditive1TypeCode: 's' }, 'en')).toBe('Z||s');
    expect(formatCompositeValue('layerColour', { LaColourMainCode: 'A|B' }, 'en')).toBe('A|B');
  });
});
