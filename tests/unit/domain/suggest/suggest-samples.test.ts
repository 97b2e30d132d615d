import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mixGroupOf } from '../../../../src/domain/suggest/jar-profile';
import { mixScore } from '../../../../src/domain/suggest/mix-score';
import type { SuggestInput } from '../../../../src/domain/suggest/suggest-input';
import { suggestSamples } from '../../../../src/domain/suggest/suggest-samples';
import { defaultSuggestSettings, scoreThreshold } from '../../../../src/domain/suggest/suggest-settings';
import { referenceDate, suggestRunArbitrary } from './suggest-arbitraries';

describe('suggesting mixed samples: the rules hold for any project (spec 02 sections 5 and 9)', () => {
  it('puts no jar in two suggestions', () => {
    fc.assert(fc.property(suggestRunArbitrary, ({ input, settings }) => {
      const jarIds = suggestSamples(input, settings).suggestions.flatMap((suggestion) => suggestion.jarIds);
      expect(new Set(jarIds).size).toBe(jarIds.length);
    }), { numRuns: 100 });
  });

  it('keeps every suggestion within one trajectory, one soil type and one suspicion, of allowed trajectories', () => {
    fc.assert(fc.property(suggestRunArbitrary, ({ input, settings }) => {
      const outcome = suggestSamples(input, settings);
      for (const suggestion of outcome.suggestions) {
        const profiles = suggestion.jarIds.map((id) => outcome.profiles[String(id)]);
        expect(new Set(profiles.map((profile) => profile && mixGroupOf(profile))).size).toBe(1);
        expect(profiles.every((profile) => profile?.trajectory === suggestion.trajectory && profile.soilType === suggestion.soilType)).toBe(true);
        expect(settings.allowedTrajectories).toContain(suggestion.trajectory);
      }
    }), { numRuns: 100 });
  });

  it('accepts a mixed sample only at a score of at most 100, with 2 to maximum admixtures jars', () => {
    fc.assert(fc.property(suggestRunArbitrary, ({ input, settings }) => {
      const outcome = suggestSamples(input, settings);
      for (const suggestion of outcome.suggestions) {
        const profiles = suggestion.jarIds.flatMap((id) => outcome.profiles[String(id)] ?? []);
        expect(suggestion.score).toBeLessThanOrEqual(scoreThreshold);
        expect(mixScore(profiles)).toBe(suggestion.score);
        expect(profiles.length).toBeGreaterThanOrEqual(2);
        expect(profiles.length).toBeLessThanOrEqual(settings.maxAdmixtures);
      }
    }), { numRuns: 100 });
  });

  it('leaves out jars older than N days and suggests at most the number of samples per zone', () => {
    fc.assert(fc.property(suggestRunArbitrary, ({ input, settings }) => {
      const outcome = suggestSamples(input, settings);
      const limit = settings.excludeOlderThanDays;
      const dates = new Map(input.jars.map((jar) => [jar.JrID, jar.JrDate ?? '']));
      for (const id of outcome.suggestions.flatMap((suggestion) => suggestion.jarIds)) {
        const age = (Date.parse(`${referenceDate}T00:00:00Z`) - Date.parse(`${(dates.get(id) ?? '').slice(0, 10)}T00:00:00Z`)) / 86_400_000;
        if (limit !== null) expect(age).toBeLessThanOrEqual(limit);
      }
      for (const count of Object.values(outcome.summary.perZone)) expect(count).toBeLessThanOrEqual(settings.numberOfSamples);
      expect(outcome.summary.totalSuggested).toBe(outcome.suggestions.length);
      expect(outcome.controlRun).toBe(settings.controlRun);
    }), { numRuns: 100 });
  });
});

function project(): SuggestInput {
  const layer = (MpID: number, LaFrom: number, LaTo: number, LaSoilTypeCode: string, extra = {}) => ({ MpID, LaFrom, LaTo, LaSoilTypeCode, LaLutumPerc: 3, LaHumusPerc: 2, ...extra });
  return {
    points: [{ MpID: 1, MpName: 'B1' }, { MpID: 2, MpName: 'B2' }, { MpID: 3, MpName: 'B3' }],
    layers: [
      layer(1, 0, 50, 'Z'), layer(1, 50, 150, 'K', { LaLutumPerc: 30 }),
      layer(2, 0, 50, 'Z'), layer(2, 50, 150, 'K', { LaLutumPerc: 32 }),
      layer(3, 0, 50, 'Z', { LaAdditive1TypeCode: 'h', LaAdditive1GradationCode: '4', LaHumusPerc: 25 }),
    ],
    jars: [
      { JrID: 1, MpID: 1, JrName: 'B1-1', JrFrom: 0, JrTo: 50, JrDate: '2026-11-01T00:00:00' },
      { JrID: 2, MpID: 1, JrName: 'B1-2', JrFrom: 50, JrTo: 150, JrDate: '2026-11-01T00:00:00' },
      { JrID: 3, MpID: 2, JrName: 'B2-1', JrFrom: 0, JrTo: 50, JrDate: '2026-11-01T00:00:00' },
      { JrID: 4, MpID: 2, JrName: 'B2-2', JrFrom: 50, JrTo: 150, JrDate: '2026-11-01T00:00:00', JrOdourCode: 'MINO' },
      { JrID: 5, MpID: 3, JrName: 'B3-1', JrFrom: 0, JrTo: 50, JrDate: '2026-11-01T00:00:00' },
    ],
  };
}

describe('suggesting mixed samples on a small project', () => {
  const settings = { ...defaultSuggestSettings(30, '2026-11-26'), pointIds: [1, 2, 3] };

  it('mixes the alike sand jars of the top soil, keeps the very humous one and the suspect clay jar apart', () => {
    const outcome = suggestSamples(project(), settings);
    expect(outcome.errors).toEqual([]);
    expect(outcome.suggestions).toEqual([{ id: 'top-Z-1', trajectory: 'top', soilType: 'Z', suspect: false, jarIds: [1, 3], score: 0 }]);
    expect(outcome.leftOver.sort()).toEqual([2, 4, 5]);
    expect(outcome.summary.perZone).toEqual({ top: 1, mid: 0, lower: 0 });
    expect(outcome.profiles['4']?.suspectReasons).toEqual(['odour']);
  });

  it('tells why nothing remains, with the messages of spec 02 section 5', () => {
    expect(suggestSamples(project(), { ...settings, excludeOlderThanDays: 10 }).errors).toEqual(['noJarsRemaining']);
    expect(suggestSamples({ ...project(), layers: [] }, settings).errors).toEqual(['noLayersRemaining']);
    expect(suggestSamples(project(), { ...settings, allowedTrajectories: ['lower'] }).errors).toEqual(['noJarsForSoilTypeOrTrajectory']);
    const unlike = project();
    unlike.layers = unlike.layers.map((row) => (row.MpID === 2 ? { ...row, LaHumusPerc: 30 } : row));
    expect(suggestSamples(unlike, { ...settings, pointIds: [1, 2] }).errors).toEqual(['allScoresOver100']);
  });

  it('suggests the same in every run (browser and server share it)', () => {
    expect(suggestSamples(project(), settings)).toEqual(suggestSamples(project(), settings));
  });
});
