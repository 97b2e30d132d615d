import type { TFunction } from 'i18next';
import { codeListCsv, resultsCsv, usedCodes } from '../../domain/suggest/suggest-downloads';
import type { UsedCode } from '../../domain/suggest/suggest-downloads';
import type { SuggestOutcome } from '../../domain/suggest/suggest-outcome';

/** A download of the screen: its file name, type and text. */
export interface SuggestFile {
  name: string;
  type: string;
  text: string;
}

/** The four downloads of spec 02 section 2: the log file, the code list, the results and the user manual. */
export type SuggestFileKind = 'log' | 'codeList' | 'results' | 'manual';

const manualSections = ['purpose', 'inputs', 'groups', 'score', 'outputs', 'switch', 'create'] as const;

function logText(outcome: SuggestOutcome, t: TFunction): string {
  return outcome.log.map((entry) => `${entry.level.toUpperCase()}\t${t(`suggest.log.${entry.key}`, entry.params)}`).join('\r\n');
}

function meaning(code: UsedCode, t: TFunction): string {
  if (code.list === 'zone') return t(`suggest.zone.${code.code}`);
  if (code.list === 'suspectReason') return t(`suggest.suspect.${code.code}`);
  if (code.list === 'soilType') return t(`suggest.code.soilType.${code.code}`, { defaultValue: code.code });
  return t(`suggest.code.admixture.${code.code}`, { defaultValue: code.code });
}

/** A download's file, written in the user's language. */
export function suggestFile(kind: SuggestFileKind, outcome: SuggestOutcome, t: TFunction): SuggestFile {
  switch (kind) {
    case 'log': return { name: 'suggest-analysis-samples.log', type: 'text/plain', text: logText(outcome, t) };
    case 'codeList': return {
      name: 'suggest-code-list.csv', type: 'text/csv',
      text: codeListCsv(usedCodes(outcome), [t('suggest.download.column.list'), t('suggest.download.column.code'), t('suggest.download.column.meaning')],
        (code) => meaning(code, t), (list) => t(`suggest.code.list.${list}`)),
    };
    case 'results': return {
      name: 'suggest-results.csv', type: 'text/csv',
      text: resultsCsv(outcome, {
        suggestion: t('suggest.download.column.suggestion'), zone: t('suggest.download.column.zone'), soilType: t('suggest.download.column.soilType'),
        suspect: t('suggest.download.column.suspect'), score: t('suggest.download.column.score'), point: t('suggest.download.column.point'),
        jar: t('suggest.download.column.jar'), from: t('suggest.download.column.from'), to: t('suggest.download.column.to'),
      }),
    };
    case 'manual': return {
      name: 'suggest-user-manual.txt', type: 'text/plain',
      text: [t('suggest.title'), '', ...manualSections.flatMap((section) => [t(`suggest.manual.${section}.title`), t(`suggest.manual.${section}.text`), ''])].join('\r\n'),
    };
  }
}

/** Hands `file` to the browser as a download. */
export function downloadFile(file: SuggestFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: `${file.type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
