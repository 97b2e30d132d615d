import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mixGroupOf } from '../../../../src/domain/suggest/jar-profile';
import { decodeSuggestInput, encodeSuggestInput } from '../../../../src/domain/suggest/suggest-input';
import { suggestSamples } from '../../../../src/domain/suggest/suggest-samples';
import { defaultSuggestSettings, suggestSettingsIssues } from '../../../../src/domain/suggest/suggest-settings';
import { analysisSamplesOfSuggestions } from '../../../../src/domain/suggest/suggestion-samples';
import { switchJar, switchTargets } from '../../../../src/domain/suggest/switch-jar';
import { scoreThreshold } from '../../../../src/domain/suggest/suggest-settings';
import { suggestInputArbitrary, suggestRunArbitrary } from './suggest-arbitraries';

describe('the inputs of suggest analysis samples (spec 02 section 5)', () => {
  const settings = { ...defaultSuggestSettings(30, '2026-11-26'), pointIds: [1] };

  it('accepts the defaults with a point chosen', () => {
    expect(suggestSettingsIssues(settings)).toEqual([]);
  });

  it('refuses each broken rule', () => {
    expect(suggestSettingsIssues({ ...settings, lowerDepth: 50 })).toEqual(['lowerNotBelowUpper']);
    expect(suggestSettingsIssues({ ...settings, maxDepth: 200 })).toEqual(['maxNotBelowLower']);
    expect(suggestSettingsIssues({ ...settings, allowedTrajectories: [] })).toEqual(['noTrajectory']);
    expect(suggestSettingsIssues({ ...settings, pointIds: [] })).toEqual(['noPoint']);
    expect(suggestSettingsIssues({ ...settings, numberOfSamples: 0 })).toEqual(['noSample']);
  });
});

describe('the input content travels as base64 JSON (spec 02 section 7)', () => {
  it('decodes what it encodes, names with accents included', () => {
    fc.assert(fc.property(suggestInputArbitrary(5), (input) => {
      input.points[0] = { MpID: 1, MpName: 'Boring ë € 1' };
      expect(decodeSuggestInput(encodeSuggestInput(input))).toEqual(input);
    }), { numRuns: 30 });
  });

  it('answers null for content that is not the input', () => {
    expect(decodeSuggestInput('not base64!')).toBeNull();
    expect(decodeSuggestInput(btoa('{"points":1}'))).toBeNull();
  });
});

describe('switching a jar between suggestions keeps the rules', () => {
  it('moves only within one group, to room left, at a score of at most 100, and no jar twice', () => {
    fc.assert(fc.property(suggestRunArbitrary, ({ input, settings }) => {
      const outcome = suggestSamples(input, settings);
      for (const suggestion of outcome.suggestions) {
        const jarId = suggestion.jarIds[0];
        if (jarId === undefined) continue;
        for (const target of switchTargets(outcome, jarId)) {
          const moved = switchJar(outcome, jarId, target.id);
          if (!moved.ok) throw new Error('a target refused');
          const all = moved.outcome.suggestions.flatMap((each) => each.jarIds);
          expect(new Set(all).size).toBe(all.length);
          const after = moved.outcome.suggestions.find((each) => each.id === target.id);
          expect(after?.jarIds).toContain(jarId);
          expect(after?.score).toBeLessThanOrEqual(scoreThreshold);
          expect(after?.jarIds.length).toBeLessThanOrEqual(settings.maxAdmixtures);
          expect(new Set(after?.jarIds.map((id) => { const p = moved.outcome.profiles[String(id)]; return p && mixGroupOf(p); })).size).toBe(1);
          expect(moved.outcome.suggestions.every((each) => each.jarIds.length >= 2)).toBe(true);
        }
      }
    }), { numRuns: 60 });
  });

  it('refuses a move to a suggestion of another trajectory', () => {
    const outcome = suggestSamples({
      points: [{ MpID: 1 }, { MpID: 2 }],
      layers: [1, 2].flatMap((MpID) => [{ MpID, LaFrom: 0, LaTo: 50, LaSoilTypeCode: 'Z' }, { MpID, LaFrom: 50, LaTo: 150, LaSoilTypeCode: 'Z' }]),
      jars: [[1, 1, 0, 50], [2, 1, 50, 150], [3, 2, 0, 50], [4, 2, 50, 150]].map(([JrID, MpID, JrFrom, JrTo]) => ({ JrID: JrID ?? 0, MpID: MpID ?? 0, JrFrom, JrTo })),
    }, { ...defaultSuggestSettings(30, '2026-11-26'), pointIds: [1, 2] });
    expect(outcome.suggestions.map((suggestion) => suggestion.id)).toEqual(['top-Z-1', 'mid-Z-1']);
    expect(switchJar(outcome, 1, 'mid-Z-1')).toEqual({ ok: false, reason: 'otherGroup' });
    expect(switchJar(outcome, 1, 'top-Z-1')).toEqual({ ok: false, reason: 'sameSuggestion' });
  });
});

describe('the suggestions become analysis samples', () => {
  it('a control run saves nothing', () => {
    fc.assert(fc.property(suggestRunArbitrary, ({ input, settings }) => {
      const made = analysisSamplesOfSuggestions(suggestSamples(input, { ...settings, controlRun: true }), { name: 'MM', matrixCode: 'GR' });
      expect(made).toEqual({ ok: false, reason: 'controlRun' });
    }), { numRuns: 30 });
  });

  it('one mixed field sample per suggestion, named by the stem and numbered, of the chosen matrix', () => {
    const outcome = suggestSamples({
      points: [{ MpID: 1, MpName: 'B1' }, { MpID: 2, MpName: 'B2' }],
      layers: [1, 2].map((MpID) => ({ MpID, LaFrom: 0, LaTo: 60, LaSoilTypeCode: 'Z' })),
      jars: [{ JrID: 7, MpID: 1, JrName: 'B1-1', JrFrom: 0, JrTo: 40, JrDate: '2026-11-02T00:00:00' }, { JrID: 8, MpID: 2, JrName: 'B2-1', JrFrom: 10, JrTo: 45, JrDate: '2026-11-05T00:00:00' }],
    }, { ...defaultSuggestSettings(30, '2026-11-26'), pointIds: [1, 2] });
    expect(analysisSamplesOfSuggestions(outcome, { name: ' ', matrixCode: 'GR' })).toEqual({ ok: false, reason: 'nameRequired' });
    expect(analysisSamplesOfSuggestions(outcome, { name: 'MM top', matrixCode: 'GR' })).toEqual({ ok: true, samples: [{
      suggestionId: 'top-Z-1', jarIds: [7, 8],
      sample: { Name: 'MM top 1', MatrixCode: 'GR', Date: '2026-11-05T00:00:00', From: 0, To: 45, IsMixedFieldSample: true },
    }] });
  });
});
