import de from '../../../locales/de.json';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import fr from '../../../locales/fr.json';
import it from '../../../locales/it.json';
import nl from '../../../locales/nl.json';
import type { BorelogLabels } from '../../../src/domain/borelog/borelog-svg';
import { fromServerLanguage, isLanguage, type Language } from '../../../src/domain/language/language-codes';

const catalogues: Record<Language, { media: { borelog: { svg: BorelogLabels } } }> = { nl, en, fr, es, de, it };

/** The log's words in the asked language: a 2-letter code, or the 3-letter one the wire carries (spec 02 section 9). */
export function borelogLabels(language: string | undefined): BorelogLabels {
  const code = language && isLanguage(language) ? language : fromServerLanguage(language);
  return catalogues[code].media.borelog.svg;
}
