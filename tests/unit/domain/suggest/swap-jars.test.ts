import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mixGroupOf } from '../../../../src/domain/suggest/jar-profile';
import type { SuggestInput } from '../../../../src/domain/suggest/suggest-input';
import { suggestSamples } from '../../../../src/domain/suggest/suggest-samples';
import { defaultSuggestSettings, scoreThreshold } from '../../../../src/domain/suggest/suggest-settings';
import { swapCandidates, swapJars } from '../../../../src/domain/suggest/swap-jars';

/**
 * Projects dense in alike jars, so suggestions of one trajectory and soil type sit side by side and
 * swaps between them are tried: one or two soil types over 0–150 cm, lutum spread wide enough that
 * some swaps would break the score, some jars suspect, little room per suggestion.
 */
const denseRunArbitrary = fc.record({
  points: fc.array(fc.record({
    soilType: fc.constantFrom('Z', 'Z', 'K'),
    lutum: fc.integer({ min: 0, max: 60 }),
    humus: fc.integer({ min: 0, max: 4 }),
    jars: fc.array(fc.record({ top: fc.integer({ min: 0, max: 14 }).map((tens) => tens * 10), suspect: fc.constantFrom(false, false, false, true) }), { minLength: 1, maxLength: 4 }),
  }), { minLength: 2, maxLength: 12 }),
  maxAdmixtures: fc.integer({ min: 2, max: 5 }),
}).map(({ points, maxAdmixtures }) => {
  const input: SuggestInput = { points: [], layers: [], jars: [] };
  let jarId = 1;
  points.forEach((point, index) => {
    const MpID = index + 1;
    input.points.push({ MpID, MpName: `B${MpID}` });
    input.layers.push({ MpID, LaFrom: 0, LaTo: 150, LaSoilTypeCode: point.soilType, LaLutumPerc: point.lutum, LaHumusPerc: point.humus });
    for (const jar of point.jars) {
      input.jars.push({ JrID: jarId, MpID, JrName: `B${MpID}-${jarId}`, JrFrom: jar.top, JrTo: jar.top + 10, JrOilWaterReactionCode: jar.suspect ? 'ZW' : null });
      jarId += 1;
    }
  });
  const settings = { ...defaultSuggestSettings(30, '2026-11-26'), numberOfSamples: 20, maxAdmixtures, pointIds: input.points.map((point) => point.MpID) };
  return { input, settings };
});

/** Two points of one sand layer each, with `jars` jars of the given lutum per point; maxAdmixtures 2 fills every suggestion. */
function twoPointRun(lutum: readonly number[], extra: Partial<SuggestInput> = {}) {
  const input: SuggestInput = {
    points: [{ MpID: 1, MpName: 'B1' }, { MpID: 2, MpName: 'B2' }],
    layers: lutum.map((percent, index) => ({ MpID: index + 1, LaFrom: 0, LaTo: 50, LaSoilTypeCode: 'Z', LaLutumPerc: percent })),
    jars: [
      { JrID: 1, MpID: 1, JrName: 'B1-1', JrFrom: 0, JrTo: 25 }, { JrID: 2, MpID: 1, JrName: 'B1-2', JrFrom: 25, JrTo: 50 },
      { JrID: 3, MpID: 2, JrName: 'B2-1', JrFrom: 0, JrTo: 25 }, { JrID: 4, MpID: 2, JrName: 'B2-2', JrFrom: 25, JrTo: 50 },
    ],
    ...extra,
  };
  return suggestSamples(input, { ...defaultSuggestSettings(30, '2026-11-26'), maxAdmixtures: 2, pointIds: [1, 2] });
}

describe('swapping a jar with a jar of another suggestion (spec 02 section 2, jar switch dialog)', () => {
  it('swaps two jars of full suggestions, scores both again and keeps the summary', () => {
    const outcome = twoPointRun([10, 20]);
    expect(outcome.suggestions.map((suggestion) => [suggestion.id, suggestion.jarIds])).toEqual([['top-Z-1', [1, 2]], ['top-Z-2', [3, 4]]]);
    const swapped = swapJars(outcome, 2, 3);
    if (!swapped.ok) throw new Error(swapped.reason);
    expect(swapped.outcome.suggestions.map((suggestion) => [suggestion.id, suggestion.jarIds])).toEqual([['top-Z-1', [1, 3]], ['top-Z-2', [2, 4]]]);
    // Lutum 10 against 20 costs 15 points (1.5 a percent); the swapped pairs share their depths.
    expect(swapped.outcome.suggestions.map((suggestion) => suggestion.score)).toEqual([15, 15]);
    expect(swapped.outcome.summary).toEqual(outcome.summary);
  });

  it('refuses a swap that takes a suggestion over a score of 100, naming it and its score', () => {
    const outcome = twoPointRun([0, 70]);
    expect(outcome.suggestions).toHaveLength(2);
    expect(swapJars(outcome, 1, 4)).toEqual({ ok: false, reason: 'scoreOver', suggestionId: 'top-Z-2', score: 105 });
  });

  it('refuses jars of one suggestion, of another suspicion, a partner in no suggestion and unknown jars', () => {
    const outcome = twoPointRun([10, 10]);
    // Alike lutum: the jars of one depth go together.
    expect(outcome.suggestions.map((suggestion) => suggestion.jarIds)).toEqual([[1, 3], [2, 4]]);
    expect(swapJars(outcome, 1, 3)).toEqual({ ok: false, reason: 'sameSuggestion' });
    expect(swapJars(outcome, 1, 99)).toEqual({ ok: false, reason: 'unknownJar' });
    const suspect = twoPointRun([10, 10], {
      jars: [
        { JrID: 1, MpID: 1, JrFrom: 0, JrTo: 25 }, { JrID: 2, MpID: 1, JrFrom: 25, JrTo: 50 },
        { JrID: 3, MpID: 2, JrFrom: 0, JrTo: 25, JrOilWaterReactionCode: 'ZW' }, { JrID: 4, MpID: 2, JrFrom: 25, JrTo: 50, JrOilWaterReactionCode: 'ZW' },
        { JrID: 5, MpID: 2, JrFrom: 40, JrTo: 50 },
      ],
    });
    expect(suspect.leftOver).toEqual([5]);
    expect(swapJars(suspect, 1, 3)).toEqual({ ok: false, reason: 'otherGroup' });
    expect(swapJars(suspect, 1, 5)).toEqual({ ok: false, reason: 'partnerNotSuggested' });
    // A left-over jar takes a suggested jar's place, which is then left over.
    const fromLeftOver = swapJars(suspect, 5, 2);
    if (!fromLeftOver.ok) throw new Error(fromLeftOver.reason);
    expect(fromLeftOver.outcome.suggestions[0]?.jarIds).toEqual([1, 5]);
    expect(fromLeftOver.outcome.leftOver).toEqual([2]);
  });

  it('offers the jars of the other suggestions of its trajectory and soil type, each with the swap\'s result', () => {
    const outcome = twoPointRun([10, 20]);
    expect(swapCandidates(outcome, 1).map((candidate) => [candidate.jarId, candidate.suggestionId, candidate.result.ok])).toEqual([[3, 'top-Z-2', true], [4, 'top-Z-2', true]]);
  });

  it('keeps the rules whatever the project: no jar twice, sizes kept, one group per suggestion, every score at most 100', () => {
    let swaps = 0;
    fc.assert(fc.property(denseRunArbitrary, ({ input, settings }) => {
      const outcome = suggestSamples(input, settings);
      for (const suggestion of outcome.suggestions.slice(0, 4)) {
        const jarId = suggestion.jarIds[0];
        if (jarId === undefined) continue;
        for (const candidate of swapCandidates(outcome, jarId)) {
          const { result } = candidate;
          if (!result.ok) {
            expect(['otherGroup', 'scoreOver']).toContain(result.reason);
            continue;
          }
          swaps += 1;
          const after = result.outcome;
          const all = [...after.suggestions.flatMap((each) => each.jarIds), ...after.leftOver];
          expect(new Set(all).size).toBe(all.length);
          expect(all.length).toBe(outcome.suggestions.flatMap((each) => each.jarIds).length + outcome.leftOver.length);
          expect(after.suggestions.map((each) => each.jarIds.length)).toEqual(outcome.suggestions.map((each) => each.jarIds.length));
          expect(after.suggestions.find((each) => each.id === candidate.suggestionId)?.jarIds).toContain(jarId);
          expect(after.suggestions.find((each) => each.id === suggestion.id)?.jarIds).toContain(candidate.jarId);
          for (const each of after.suggestions) {
            expect(each.score).toBeLessThanOrEqual(scoreThreshold);
            expect(new Set(each.jarIds.map((id) => { const profile = after.profiles[String(id)]; return profile && mixGroupOf(profile); })).size).toBe(1);
          }
          expect(after.summary).toEqual(outcome.summary);
        }
      }
    }), { numRuns: 60 });
    // The generated projects do give swaps to check, not only refusals.
    expect(swaps).toBeGreaterThan(10);
  });
});
