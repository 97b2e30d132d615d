import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { depthRange, nameOrUnnamed, summaryTitle, summaryTitleLength } from '../../../../src/screens/records/record-titles';

// Answers the key with its params, so the tests see what the screen asks to translate.
const t = ((key: string, params?: Record<string, unknown>) => (params ? `${key}:${JSON.stringify(params)}` : key)) as unknown as TFunction;

describe('record titles', () => {
  it('writes a depth range in cm, with a dash for a depth not filled in', () => {
    expect(depthRange(t, 0, 50)).toBe('screens.title.depthRange:{"from":"0","to":"50"}');
    expect(depthRange(t, 120, null)).toBe('screens.title.depthRange:{"from":"120","to":"–"}');
    expect(depthRange(t, null, undefined), 'no range at all is no title').toBe('');
  });

  it('calls a record without a name unnamed', () => {
    expect(nameOrUnnamed(t, 'B001')).toBe('B001');
    expect(nameOrUnnamed(t, '  ')).toBe('screens.title.unnamed');
    expect(nameOrUnnamed(t, null)).toBe('screens.title.unnamed');
  });

  it('shows a short summary whole and cuts a long one at a word', () => {
    expect(summaryTitle(t, 'Geen aanleiding voor nader onderzoek.')).toBe('Geen aanleiding voor nader onderzoek.');
    const long = 'Plaatselijk licht verhoogde gehalten aan zware metalen in de bovengrond van het terrein.';
    const title = summaryTitle(t, long);
    expect(title).toBe('Plaatselijk licht verhoogde gehalten aan zware metalen in…');
    expect(title.length).toBeLessThanOrEqual(summaryTitleLength + 1);
    expect(summaryTitle(t, '')).toBe('screens.title.unnamed');
  });
});
