import { describe, expect, it } from 'vitest';
import type { CompositeKind } from '../../../../src/domain/codes/composite-fields';
import {
  compositeDefinitions, compositeKindsOfType, compositeParts, joinComposite, splitComposite,
} from '../../../../src/domain/codes/composite-fields';

const allKinds = Object.keys(compositeDefinitions) as CompositeKind[];

/** A sample text per composite, in the documented form, with every part filled where the form allows. */
const samples: Record<CompositeKind, string> = {
  texture: 'Z|ZMF|s|1|g|2|h|3|k|1|X|A|V|P|H|F|R|S|B|W',
  specialCompounds: Array.from({ length: 21 }, (_, index) => `C${index + 1}`).join('|'),
  layerColour: 'BR|GR|LI|RD|ZW',
  waterSampleColour: 'HELDER',
  odourAndIndications: 'OLIE|2|N|A1|1|A2|2|A3|3|A4|4|A5|1',
  coordinatePair: '155000.00 463000.00',
  jarRange: '50-100',
  filterRange: '200-300',
  locationRange: '155000-463000',
  layerRange: '0-50',
  filterTubeRange: '100-150',
  trialPitRange: '400-120',
};

describe('composite fields (spec 01 section 3)', () => {
  it('stores the parts the spec lists, in order', () => {
    expect(compositeParts('texture')).toHaveLength(20);
    expect(compositeParts('texture').slice(0, 4)).toEqual(['LaSoilTypeCode', 'LaMedianCode', 'LaAdditive1TypeCode', 'LaAdditive1GradationCode']);
    expect(compositeParts('specialCompounds')).toHaveLength(21);
    expect(compositeParts('specialCompounds').slice(18)).toEqual(['LaSpecialCompound7TypeCode', 'LaSpecialCompound7GradationCode', 'LaSpecialCompound7OriginCode']);
    expect(compositeParts('layerColour')).toEqual(['LaColourMainCode', 'LaColourSubCode', 'LaColourShadeCode', 'LaSpot1ColourCode', 'LaSpot2ColourCode']);
    expect(compositeParts('odourAndIndications')).toHaveLength(13);
    expect(compositeParts('jarRange')).toEqual(['JrFrom', 'JrTo']);
    expect(compositeKindsOfType(19)).toEqual(['jarRange', 'filterRange', 'locationRange', 'layerRange', 'filterTubeRange', 'trialPitRange']);
    expect(compositeKindsOfType(24)).toEqual(['layerColour', 'waterSampleColour']);
  });

  it.each(allKinds)('%s splits and joins back to the same text', (kind) => {
    const split = splitComposite(kind, samples[kind]);
    if (!split.ok) throw new Error(JSON.stringify(split.issues));
    expect(Object.values(split.value).every((part) => part !== null)).toBe(true);
    expect(joinComposite(kind, split.value)).toEqual({ ok: true, value: samples[kind] });
  });

  it('splits the coordinate pair on the space: 155000.00 463000.00', () => {
    expect(splitComposite('coordinatePair', '155000.00 463000.00')).toEqual({ ok: true, value: { MpXCoord: '155000.00', MpYCoord: '463000.00' } });
    expect(splitComposite('coordinatePair', '  155000.00   463000.00 ')).toEqual({ ok: true, value: { MpXCoord: '155000.00', MpYCoord: '463000.00' } });
    expect(joinComposite('coordinatePair', { MpXCoord: 155000, MpYCoord: 463000.5 })).toEqual({ ok: true, value: '155000 463000.5' });
  });

  it('keeps empty parts in their place and leaves trailing ones off', () => {
    expect(splitComposite('texture', 'Z||s')).toMatchObject({
      ok: true,
      value: { LaSoilTypeCode: 'Z', LaMedianCode: null, LaAdditive1TypeCode: 's', LaRockWeatheringCode: null },
    });
    expect(joinComposite('texture', { LaSoilTypeCode: 'Z', LaAdditive1TypeCode: 's', LaConsistencyCode: null })).toEqual({ ok: true, value: 'Z||s' });
    expect(joinComposite('jarRange', { JrFrom: null, JrTo: 100 })).toEqual({ ok: true, value: '-100' });
    expect(splitComposite('jarRange', '-100')).toEqual({ ok: true, value: { JrFrom: null, JrTo: '100' } });
    expect(splitComposite('layerRange', ' 50 - 100 ')).toEqual({ ok: true, value: { LaFrom: '50', LaTo: '100' } });
    expect(splitComposite('layerColour', '')).toEqual({ ok: true, value: { LaColourMainCode: null, LaColourSubCode: null, LaColourShadeCode: null, LaSpot1ColourCode: null, LaSpot2ColourCode: null } });
    expect(joinComposite('layerColour', {})).toEqual({ ok: true, value: '' });
  });

  it('refuses a part over 10 characters when splitting, without cutting it', () => {
    expect(splitComposite('texture', 'Z|ABCDEFGHIJK')).toEqual({
      ok: false,
      issues: [{ field: 'LaMedianCode', code: 'validation.composite.partTooLong', params: { max: 10 }, severity: 'error' }],
    });
    expect(splitComposite('texture', 'Z|ABCDEFGHIJ').ok).toBe(true);
    expect(splitComposite('coordinatePair', '52.12345678 4.12345678')).toMatchObject({ ok: false, issues: [{ field: 'MpXCoord', code: 'validation.composite.partTooLong' }] });
  });

  it('refuses a part over 10 characters when joining', () => {
    expect(joinComposite('layerColour', { LaColourMainCode: 'BR', LaSpot2ColourCode: 'VERYLONGCOL' })).toEqual({
      ok: false,
      issues: [{ field: 'LaSpot2ColourCode', code: 'validation.composite.partTooLong', params: { max: 10 }, severity: 'error' }],
    });
    expect(joinComposite('trialPitRange', { MpTrialPitLength: 12345678901 })).toMatchObject({ ok: false });
  });

  it('refuses more parts than the composite stores', () => {
    expect(splitComposite('coordinatePair', '1 2 3')).toEqual({
      ok: false,
      issues: [{ field: 'MpXCoord', code: 'validation.composite.tooManyParts', params: { max: 2 }, severity: 'error' }],
    });
    expect(splitComposite('jarRange', '10-20-30').ok).toBe(false);
  });

  it('refuses a part that holds the separator, so the text stays reversible', () => {
    expect(joinComposite('texture', { LaSoilTypeCode: 'Z|K' })).toMatchObject({ ok: false, issues: [{ field: 'LaSoilTypeCode', code: 'validation.composite.separatorInPart', params: { separator: '|' } }] });
    expect(joinComposite('layerRange', { LaFrom: -10, LaTo: 20 })).toMatchObject({ ok: false, issues: [{ field: 'LaFrom', code: 'validation.composite.separatorInPart' }] });
  });

  it('refuses a y without an x, which would read back as x', () => {
    expect(joinComposite('coordinatePair', { MpYCoord: 463000 })).toMatchObject({ ok: false, issues: [{ field: 'MpXCoord', code: 'validation.composite.partMissing' }] });
    expect(joinComposite('coordinatePair', { MpXCoord: 155000 })).toEqual({ ok: true, value: '155000' });
  });
});
