import { describe, expect, it } from 'vitest';
import { editedRecord, editsFromDraft, hasEdits, noEdits, withPatch } from '../../../../../src/screens/records/record-editor/record-edits';

const saved = { MpGuid: 'g-1', MpName: 'B001', MpDepth: 250, MpRemark: null };

describe('withPatch (spec 01 section 4, the working-object-changed flag)', () => {
  it('keeps a changed field as an edit', () => {
    expect(withPatch(saved, noEdits, { MpName: 'B001a' })).toEqual({ MpName: 'B001a' });
  });

  it('drops an edit set back to the saved value, so undoing by hand makes the screen clean', () => {
    const edited = withPatch(saved, noEdits, { MpDepth: 300 });
    expect(hasEdits(edited)).toBe(true);
    expect(hasEdits(withPatch(saved, edited, { MpDepth: 250 }))).toBe(false);
  });

  it('counts clearing an empty field as no edit, and clearing a filled one as an edit', () => {
    expect(withPatch(saved, noEdits, { MpRemark: '' })).toEqual({});
    expect(withPatch(saved, noEdits, { MpName: null })).toEqual({ MpName: null });
  });
});

describe('editedRecord', () => {
  it('lays the edits over the saved record without changing it', () => {
    expect(editedRecord(saved, { MpName: 'B009' })).toEqual({ ...saved, MpName: 'B009' });
    expect(saved.MpName).toBe('B001');
  });
});

describe('editsFromDraft (the draft restores the edits)', () => {
  it('restores plain values that still differ from the record', () => {
    expect(editsFromDraft(saved, { MpName: 'B777', MpDepth: 250 })).toEqual({ MpName: 'B777' });
  });

  it('leaves out values an editor cannot hold', () => {
    expect(editsFromDraft(saved, { MpName: ['B1'], MpRemark: { text: 'x' }, MpDepth: 120 })).toEqual({ MpDepth: 120 });
  });
});
