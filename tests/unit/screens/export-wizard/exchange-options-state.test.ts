import { describe, expect, it } from 'vitest';
import type { PointBroCheckAnswer } from '../../../../src/api/calls/bro-checks';
import { broIdsToKeep, exportParametersOf, initialExchangeOptions, withChecks } from '../../../../src/screens/export-wizard/bro-checks/exchange-options-state';
import { broExportParametersSchema } from '../../../../src/domain/formats/bro/bro-export-parameters';

const check = (MpGuid: string, Outcome: PointBroCheckAnswer['Outcome'], Allowed: PointBroCheckAnswer['Allowed'], BroId: string | null = null): PointBroCheckAnswer =>
  ({ MpGuid, MpName: MpGuid, BroId, Outcome, Allowed });

describe('the export wizard\'s pre-export choices (spec 02 sections 2 and 4)', () => {
  const start = initialExchangeOptions('2026-11-25');

  it('after a check each point\'s delivery is the first the check allows, and a reason already chosen is kept', () => {
    const chosen = { ...start, choices: { a: { broId: 'BHR000000336062', action: 'register' as const, reason: 'eigenCorrectie', takeOver: false } } };
    const checked = withChecks(chosen, [check('a', 'match', ['correct'], 'BHR000000336062'), check('b', 'notFound', ['register']), check('c', 'failed', [])]);
    expect(checked.choices).toEqual({
      a: { broId: 'BHR000000336062', action: 'correct', reason: 'eigenCorrectie', takeOver: false },
      b: { broId: '', action: 'register', reason: '', takeOver: false },
      c: { broId: '', action: 'register', reason: '', takeOver: false },
    });
    expect(Object.keys(checked.checks ?? {})).toEqual(['a', 'b', 'c']);
  });

  it('gives the export call the chosen points, the SIKB0101 version and validation type, or the BRO choices the server accepts', () => {
    expect(exportParametersOf('ti', start, ['a'])).toEqual({});
    expect(exportParametersOf('sikb0101', { ...start, version: '14.8.0', validationType: 'registerImbro' }, ['a'])).toEqual({ MeasurementPointGuids: ['a'], Version: '14.8.0', ValidationType: 'registerImbro' });
    const state = withChecks({ ...start, party: ' 27376655 ', codes: { boredDiameter: 50 } }, [check('a', 'mismatch', ['correct'], 'BHR000000111111')]);
    const parameters = exportParametersOf('bro-bhrgt', { ...state, choices: { a: { broId: 'BHR000000111111', action: 'correct', reason: 'bronhouder', takeOver: true } } }, ['a', 'b']);
    expect(parameters).toEqual({
      MeasurementPointGuids: ['a', 'b'],
      Bro: {
        QualityRegime: 'IMBRO/A', DeliveryAccountableParty: '27376655', ReportDate: '2026-11-25', Codes: { boredDiameter: 50 },
        Deliveries: [{ MpGuid: 'a', BroId: 'BHR000000111111', Action: 'correct', CorrectionReason: 'bronhouder', TakeOverPortalId: true }],
      },
    });
    expect(broExportParametersSchema.safeParse(parameters.Bro).success).toBe(true);
  });

  it('keeps with the points the BRO IDs typed, or the BRO\'s own where the user took it over, in the field of the object', () => {
    const state = withChecks({ ...start, choices: {
      a: { broId: 'BHR000000336062', action: 'correct', reason: '', takeOver: false },
      b: { broId: 'BHR000000111111', action: 'correct', reason: '', takeOver: true },
      c: { broId: ' ', action: 'register', reason: '', takeOver: false },
    } }, [check('a', 'match', ['correct'], 'BHR000000336062'), { ...check('b', 'mismatch', ['correct'], 'BHR000000111111'), PortalBroId: 'BHR000000347577' }, check('c', 'notFound', ['register'])]);
    expect(broIdsToKeep('bro-bhrgt', state, ['a', 'b', 'c'])).toEqual([{ MpGuid: 'a', MpBroIdBhrGt: 'BHR000000336062' }, { MpGuid: 'b', MpBroIdBhrGt: 'BHR000000347577' }]);
    expect(broIdsToKeep('bro-gmw', state, ['a'])).toEqual([{ MpGuid: 'a', MpBroIdGmw: 'BHR000000336062' }]);
    expect(broIdsToKeep('gef', state, ['a'])).toEqual([]);
  });
});
