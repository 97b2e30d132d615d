import { describe, expect, it } from 'vitest';
import { createFormatLog } from '../../../../../src/domain/formats/export-log';
import { checkBroId, decideBroIdCheck, type BroLookup } from '../../../../../src/domain/formats/bro/bro-id-check';
import { logBroIdCheck, planBroDelivery } from '../../../../../src/domain/formats/bro/bro-delivery-plan';
import { isBroId } from '../../../../../src/domain/formats/bro/bro-objects';
import { broCorrectionReasons } from '../../../../../src/domain/formats/bro/correction-reasons';
import { sadDelivery, sadValidationTypes } from '../../../../../src/domain/formats/bro/sad-validation-types';

const ours = 'BHR000000336062';
const theirs = 'BHR000000347577';

describe('BRO ID check (spec 02 section 4)', () => {
  it.each([
    ['match: only correction is allowed', ours, { status: 'found', broId: ours } as const, 'match', ['correct']],
    ['match ignores letter case', ours.toLowerCase(), { status: 'found', broId: ours } as const, 'match', ['correct']],
    ['mismatch: the portal ID can be taken over, then corrected', ours, { status: 'found', broId: theirs } as const, 'mismatch', ['correct']],
    ['not found: only registration as new', ours, { status: 'notFound' } as const, 'notFound', ['register']],
    ['never registered: only registration, nothing to ask', null, null, 'notFound', ['register']],
    ['lookup failed: nothing until it is repeated', ours, { status: 'failed', reason: 'HTTP 503' } as const, 'failed', []],
  ])('%s', (_name, local, answer, outcome, allowed) => {
    expect(decideBroIdCheck(local, answer)).toMatchObject({ outcome, allowed });
  });

  it('asks the portal only when a BRO ID is held, and turns a thrown lookup into a failed check', async () => {
    const asked: string[] = [];
    const lookup: BroLookup = async ({ broId }) => {
      asked.push(broId);
      if (broId === theirs) throw new Error('connection refused');
      return { status: 'found', broId };
    };
    expect(await checkBroId('BHR-GT', null, lookup)).toMatchObject({ outcome: 'notFound' });
    expect(await checkBroId('BHR-GT', ours, lookup)).toMatchObject({ outcome: 'match', broId: ours });
    expect(await checkBroId('BHR-GT', theirs, lookup)).toMatchObject({ outcome: 'failed', reason: 'connection refused' });
    expect(asked).toEqual([ours, theirs]);
  });

  it('logs each outcome at the alert level the wizard shows (spec 02 section 8, BRO)', () => {
    const log = createFormatLog();
    const record = { kind: 'measurementPoint' as const, name: 'B001' };
    logBroIdCheck(decideBroIdCheck(ours, { status: 'found', broId: ours }), log, record);
    logBroIdCheck(decideBroIdCheck(ours, { status: 'found', broId: theirs }), log, record);
    logBroIdCheck(decideBroIdCheck(null, null), log, record);
    logBroIdCheck(decideBroIdCheck(ours, { status: 'failed', reason: 'timeout' }), log, record);
    expect(log.entries.map((entry) => [entry.level, entry.key])).toEqual([
      ['info', 'formats.bro.check.match'], ['warning', 'formats.bro.check.mismatch'], ['info', 'formats.bro.check.notFound'], ['error', 'formats.bro.check.lookupFailed'],
    ]);
  });

  it('recognises BRO IDs: three letters of the object and twelve digits', () => {
    expect(isBroId(ours, 'BHR-GT')).toBe(true);
    expect(isBroId('GMW000000046811', 'GMW')).toBe(true);
    expect(isBroId(ours, 'GMW')).toBe(false);
    expect(isBroId('BHR00000033606')).toBe(false);
  });
});

describe('correction reasons and the delivery plan (spec 02 sections 4 and 9)', () => {
  it('offers the four correction reasons with their BRO codes', () => {
    expect(broCorrectionReasons.map((reason) => reason.code)).toEqual(['bronhouder', 'eigenCorrectie', 'inOnderzoek', 'kwaliteitsregime']);
  });

  const match = decideBroIdCheck(ours, { status: 'found', broId: ours });
  const mismatch = decideBroIdCheck(ours, { status: 'found', broId: theirs });
  const notFound = decideBroIdCheck(ours, { status: 'notFound' });

  it.each([
    ['match + correction with a reason', match, { action: 'correct', qualityRegime: 'IMBRO', correctionReason: 'eigenCorrectie' }, { ok: true, value: { action: 'correct', broId: ours, correctionReason: 'eigenCorrectie' } }],
    ['match + registration is refused', match, { action: 'register', qualityRegime: 'IMBRO' }, { ok: false, reasons: ['formats.bro.check.onlyCorrection'] }],
    ['match + correction without a reason is refused', match, { action: 'correct', qualityRegime: 'IMBRO' }, { ok: false, reasons: ['formats.bro.check.correctionReasonRequired'] }],
    ['mismatch + correction under the portal ID once taken over', mismatch, { action: 'correct', qualityRegime: 'IMBRO/A', correctionReason: 'bronhouder', takeOverPortalId: true }, { ok: true, value: { broId: theirs } }],
    ['mismatch + correction without taking the ID over is refused', mismatch, { action: 'correct', qualityRegime: 'IMBRO/A', correctionReason: 'bronhouder' }, { ok: false, reasons: ['formats.bro.check.takeOverRequired'] }],
    ['not found + registration', notFound, { action: 'register', qualityRegime: 'IMBRO/A' }, { ok: true, value: { action: 'register', qualityRegime: 'IMBRO/A' } }],
    ['not found + correction is refused', notFound, { action: 'correct', qualityRegime: 'IMBRO', correctionReason: 'inOnderzoek' }, { ok: false, reasons: ['formats.bro.check.onlyRegistration'] }],
  ] as const)('%s', (_name, check, choice, expected) => {
    expect(planBroDelivery(check, choice)).toMatchObject(expected);
  });
});

describe('SAD validation types (spec 02 section 4)', () => {
  it('are none, register IMBRO/A, register IMBRO, correct IMBRO/A and correct IMBRO', () => {
    expect(sadValidationTypes.map((entry) => entry.type)).toEqual(['none', 'registerImbroA', 'registerImbro', 'correctImbroA', 'correctImbro']);
    expect(sadDelivery('none')).toBeNull();
    expect(sadDelivery('registerImbroA')).toEqual({ action: 'register', qualityRegime: 'IMBRO/A' });
    expect(sadDelivery('correctImbro')).toEqual({ action: 'correct', qualityRegime: 'IMBRO' });
  });
});
