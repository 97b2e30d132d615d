import Papa from 'papaparse';
import type { SuggestOutcome } from './suggest-outcome';

/** One line of the results download: a jar in a suggestion. */
export interface ResultLine {
  suggestion: string;
  zone: string;
  soilType: string;
  suspect: boolean;
  score: number;
  point: string;
  jar: string;
  from: number;
  to: number;
}

/** The results as lines: per suggestion, its jars by point and depth (spec 02 section 2, 'results'). */
function resultLines(outcome: SuggestOutcome): ResultLine[] {
  return outcome.suggestions.flatMap((suggestion) => suggestion.jarIds.flatMap((id) => {
    const profile = outcome.profiles[String(id)];
    if (!profile) return [];
    return [{
      suggestion: suggestion.id, zone: suggestion.trajectory, soilType: suggestion.soilType, suspect: suggestion.suspect, score: suggestion.score,
      point: profile.pointName, jar: profile.jarName, from: profile.from, to: profile.to,
    }];
  }));
}

/** The results download as CSV ('results' of spec 02 section 2), with `headers` in the user's language, separator ';'. */
export function resultsCsv(outcome: SuggestOutcome, headers: Record<keyof ResultLine, string>): string {
  const columns = Object.keys(headers) as (keyof ResultLine)[];
  return Papa.unparse({
    fields: columns.map((column) => headers[column]),
    data: resultLines(outcome).map((line) => columns.map((column) => String(line[column]))),
  }, { delimiter: ';', newline: '\r\n' });
}

/** A code the outcome uses, for the code list download: its list and code. */
export interface UsedCode {
  list: 'soilType' | 'admixture' | 'zone' | 'suspectReason';
  code: string;
}

/** Every code the outcome's suggestions use, once, by list then code ('code list' of spec 02 section 2). */
export function usedCodes(outcome: SuggestOutcome): UsedCode[] {
  const seen = new Map<string, UsedCode>();
  const add = (list: UsedCode['list'], code: string) => seen.set(`${list}|${code}`, { list, code });
  for (const suggestion of outcome.suggestions) {
    add('zone', suggestion.trajectory);
    add('soilType', suggestion.soilType);
    for (const id of suggestion.jarIds) {
      const profile = outcome.profiles[String(id)];
      for (const admixture of profile?.admixtures ?? []) add('admixture', admixture.type);
      for (const reason of profile?.suspectReasons ?? []) add('suspectReason', reason);
    }
  }
  return [...seen.values()].sort((a, b) => a.list.localeCompare(b.list) || a.code.localeCompare(b.code));
}

/** The code list download as CSV: list, code, meaning in the user's language. */
export function codeListCsv(codes: readonly UsedCode[], headers: readonly [string, string, string], meaning: (code: UsedCode) => string, listName: (list: UsedCode['list']) => string): string {
  return Papa.unparse({ fields: [...headers], data: codes.map((code) => [listName(code.list), code.code, meaning(code)]) }, { delimiter: ';', newline: '\r\n' });
}
