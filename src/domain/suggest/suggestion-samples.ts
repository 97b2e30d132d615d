import type { AnalysisSampleRow } from '../entities/analysis-sample';
import { analysisSampleFromJars } from '../lab/analysis-sample-from-jars';
import type { SuggestOutcome } from './suggest-outcome';

/** An analysis sample to create for one suggestion, with the jars it is made of. */
export interface SuggestedAnalysisSample {
  suggestionId: string;
  sample: AnalysisSampleRow;
  jarIds: number[];
}

/** What the create-analysis-sample dialog asks (spec 02 section 2: 'name, matrix'). */
export interface CreateSamplesChoice {
  /** The names' stem; each sample gets it with its number, e.g. 'MM 1', 'MM 2'. */
  name: string;
  matrixCode: string;
}

/** Why the samples cannot be made; translated as `suggest.create.refused.<reason>`. */
export type CreateSamplesRefusal = 'controlRun' | 'nameRequired' | 'matrixRequired' | 'nothingSuggested';

/** The stem and number of a sample name, kept within the 100 characters of a name. */
function sampleName(stem: string, index: number, count: number): string {
  const number = String(index + 1).padStart(String(count).length, '0');
  return `${stem.trim().slice(0, 90)} ${number}`;
}

/**
 * The analysis samples the suggestions become (spec 02 section 3, 'Analysis sample': a mixed field
 * sample from the shallowest top to the deepest bottom of its jars, dated by the latest one), named
 * after the dialog's stem and of its matrix. A control run saves nothing, so it is refused here.
 */
export function analysisSamplesOfSuggestions(outcome: SuggestOutcome, choice: CreateSamplesChoice):
  { ok: true; samples: SuggestedAnalysisSample[] } | { ok: false; reason: CreateSamplesRefusal } {
  if (outcome.controlRun) return { ok: false, reason: 'controlRun' };
  if (choice.name.trim() === '') return { ok: false, reason: 'nameRequired' };
  if (choice.matrixCode.trim() === '') return { ok: false, reason: 'matrixRequired' };
  if (outcome.suggestions.length === 0) return { ok: false, reason: 'nothingSuggested' };
  const samples = outcome.suggestions.map((suggestion, index) => {
    const jars = suggestion.jarIds.flatMap((id) => {
      const profile = outcome.profiles[String(id)];
      return profile ? [{ JrName: profile.jarName, JrFrom: profile.from, JrTo: profile.to, JrDate: profile.date }] : [];
    });
    const sample = analysisSampleFromJars(jars, '');
    return {
      suggestionId: suggestion.id,
      sample: { ...sample, Name: sampleName(choice.name, index, outcome.suggestions.length), MatrixCode: choice.matrixCode.trim(), IsMixedFieldSample: true },
      jarIds: [...suggestion.jarIds],
    };
  });
  return { ok: true, samples };
}
