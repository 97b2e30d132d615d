import { describe, expect, it } from 'vitest';
import { i18n, loadCatalogue } from '../../../src/i18n';
import { languages } from '../../../src/domain/language/language-codes';
import fr from '../../../locales/fr.json';

const loaded = () => languages.filter((language) => i18n.hasResourceBundle(language, 'translation'));

describe('catalogues (spec 01 section 1: Dutch by default, English as fallback)', () => {
  it('holds Dutch from the start, and another language with its English fallback once it is asked for', async () => {
    expect(loaded()).toEqual(['nl']);
    await loadCatalogue('fr');
    expect(loaded()).toEqual(['nl', 'en', 'fr']);
    expect(i18n.t('app.title', { lng: 'fr' })).toBe(fr.app.title);
    await Promise.all(languages.map(loadCatalogue));
    expect(loaded()).toEqual(languages);
  });
});
