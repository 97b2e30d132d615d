import { describe, expect, it } from 'vitest';
import {
  editorFacts, editorKind, isEditorDisabled, listSavesFullText, showsCodeWithText,
} from '../../../../src/domain/codes/field-editor-types';

describe('field-editor types (spec 01 section 3)', () => {
  it('maps each numeric code to its editor', () => {
    const table: [number, string][] = [
      [1, 'text'], [17, 'text'], [25, 'text'], [28, 'text'], [2, 'date'], [3, 'list'], [11, 'list'], [12, 'list'],
      [32, 'list'], [37, 'list'], [4, 'boolean'], [5, 'integer'], [6, 'decimal'], [8, 'textArea'], [13, 'datetime'],
      [14, 'barcode'], [19, 'trajectory'], [21, 'projectCode'], [22, 'texture'], [23, 'specialComponent'],
      [24, 'colour'], [30, 'sublocationList'], [31, 'coordinates'], [36, 'twoLists'], [40, 'image'],
    ];
    for (const [code, kind] of table) expect(editorKind(code), `type ${code}`).toBe(kind);
  });

  it('shows any other code as a label', () => {
    expect(editorKind(7)).toBe('label');
    expect(editorKind(29)).toBe('label');
    expect(editorKind(99)).toBe('label');
  });

  it('allows a minus for integer, decimal and coordinates, but not for a trajectory', () => {
    expect([5, 6, 31, 19].map((code) => editorFacts(code).minusAllowed)).toEqual([true, true, true, false]);
    expect([5, 6, 31, 19].map((code) => editorFacts(code).decimalsAllowed)).toEqual([false, true, true, true]);
  });

  it('limits barcode and special component to 5 characters', () => {
    expect(editorFacts(14).maxLength).toBe(5);
    expect(editorFacts(23).maxLength).toBe(5);
    expect(editorFacts(1).maxLength).toBeNull();
  });

  it('keeps existing data when multi-edit leaves a date, datetime or decimal empty', () => {
    expect([2, 13, 6, 5, 1].map((code) => editorFacts(code).emptyKeepsValueOnMultiEdit)).toEqual([true, true, true, false, false]);
  });

  it('saves the full text for the seven named list fields only', () => {
    for (const field of ['MpDrillingMasterCode', 'PrDrillingMasterCode', 'WsSampleTakerCode', 'MpSampleTakerCode', 'PrLeaderCode', 'PrPhaseCode', 'SlNameInspector']) {
      expect(listSavesFullText(field), field).toBe(true);
    }
    expect(listSavesFullText('MpTypeCode')).toBe(false);
    expect(listSavesFullText('prleadercode')).toBe(false);
  });

  it('disables type 12 unless SmType equals 1', () => {
    expect(isEditorDisabled(12, { SmType: 1 })).toBe(false);
    expect(isEditorDisabled(12, { SmType: '1' })).toBe(false);
    expect(isEditorDisabled(12, { SmType: 2 })).toBe(true);
    expect(isEditorDisabled(12, { SmType: null })).toBe(true);
    expect(isEditorDisabled(12, {})).toBe(true);
    expect(isEditorDisabled(3, { SmType: 2 })).toBe(false);
  });

  it('shows code with text for type 37 only', () => {
    expect(showsCodeWithText(37)).toBe(true);
    expect(showsCodeWithText(3)).toBe(false);
  });
});
