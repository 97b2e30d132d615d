/**
 * How a spreadsheet says yes or no in the import-as-gauging-tube column: true/false as the spec's
 * booleans (spec 01 section 5), 1/0, J/N and T/F as stored flags spell them (spec 01 section 3), yes/no
 * in the six interface languages, and TRUE/FALSE as Excel and LibreOffice paste them in those
 * languages (WAAR/ONWAAR, VRAI/FAUX, VERDADERO/FALSO, WAHR/FALSCH, VERO/FALSO). Compared lower case.
 */
const yes = ['true', '1', 'j', 't', 'y', 'yes', 'ja', 'oui', 'sí', 'si', 'sì', 'waar', 'vrai', 'verdadero', 'wahr', 'vero'];
const no = ['false', '0', 'n', 'f', 'no', 'nee', 'non', 'nein', 'onwaar', 'faux', 'falso', 'falsch'];

const answers = new Map<string, boolean>([...yes.map((word): [string, boolean] => [word, true]), ...no.map((word): [string, boolean] => [word, false])]);

/** What an import-as cell says: a choice, nothing (the import's default applies), or text that is neither. */
export type ImportAsReading = { kind: 'choice'; gaugingTube: boolean } | { kind: 'empty' } | { kind: 'invalid' };

/** Reads the import-as-gauging-tube cell (spec 01 section 5: import-as must be valid). */
export function readImportAs(text: string): ImportAsReading {
  const word = text.trim().toLowerCase();
  if (word === '') return { kind: 'empty' };
  const answer = answers.get(word);
  return answer === undefined ? { kind: 'invalid' } : { kind: 'choice', gaugingTube: answer };
}
