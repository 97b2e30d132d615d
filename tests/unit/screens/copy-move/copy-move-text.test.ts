import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { i18n, loadCatalogue } from '../../../../src/i18n';
import { failureText } from '../../../../src/screens/copy-move/copy-move-text';

const t = i18n.getFixedT('en') as TFunction;
const refused = new ApiError({
  callName: 'SetProjectWithChilds', kind: 'refused', status: 200, serverMessage: 'SetProjectWithChilds failed for the project. x',
  messageKey: 'server.projectTree.saveFailed', params: { reason: 'tblJars B301-01: value already exists' },
});

describe('the copy errors in the catalogue\'s words (spec 01 section 8)', () => {
  beforeAll(() => loadCatalogue('en'));

  it('puts the cause into "Something went wrong with copying the measurement point(s) due to: {reason}"', () => {
    expect(failureText(t, { code: 'copyFailed', error: refused })).toEqual({
      message: 'Something went wrong with copying the measurement point(s) due to: SetProjectWithChilds failed for the project. tblJars B301-01: value already exists',
      detail: null,
    });
  });

  it('names the empty selection, the source, the destination and an empty destination as the catalogue does', () => {
    expect(failureText(t, { code: 'selectRows' }).message).toBe('Select rows.');
    expect(failureText(t, { code: 'sourceFailed', ids: 'a;b' })).toEqual({ message: 'Getting source table information went wrong.', detail: 'Not found in the project: a;b' });
    expect(failureText(t, { code: 'destinationFailed', error: new Error('offline') })).toEqual({ message: 'Getting destination project went wrong.', detail: 'offline' });
    expect(failureText(t, { code: 'destinationEmpty' })).toEqual({ message: 'Destination project has no data.', detail: null });
  });

  it('says which points exist twice when a move could neither finish nor be taken back', () => {
    expect(failureText(t, { code: 'moveIncomplete', error: new Error('offline') }, ['B301', 'B302']).message).toContain('both projects: B301, B302.');
  });
});
