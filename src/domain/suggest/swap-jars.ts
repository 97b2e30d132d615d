import { mixGroupOf } from './jar-profile';
import { mixScore } from './mix-score';
import { withSuggestions } from './suggest-outcome';
import type { SuggestOutcome, Suggestion } from './suggest-outcome';
import { scoreThreshold } from './suggest-settings';
import { profilesOf } from './switch-jar';

/** Why two jars cannot swap; translated as `suggest.swap.refused.<reason>`. */
export type SwapRefusal = 'unknownJar' | 'partnerNotSuggested' | 'sameSuggestion' | 'otherGroup' | 'scoreOver';

/** The outcome after the swap, or why it is refused (for 'scoreOver': the suggestion that would break the rule and its score). */
export type SwapResult = { ok: true; outcome: SuggestOutcome } | { ok: false; reason: SwapRefusal; suggestionId?: string; score?: number };

function suggestionOf(outcome: SuggestOutcome, jarId: number): Suggestion | undefined {
  return outcome.suggestions.find((suggestion) => suggestion.jarIds.includes(jarId));
}

function exchanged(suggestion: Suggestion, out: number, into: number, outcome: SuggestOutcome): Suggestion {
  const jarIds = suggestion.jarIds.map((id) => (id === out ? into : id)).sort((a, b) => a - b);
  return { ...suggestion, jarIds, score: mixScore(profilesOf(outcome, jarIds)) };
}

/**
 * The jar switch dialog's swap (spec 02 section 2): jar `jarId` and jar `partnerId` of another
 * suggestion change places. Full suggestions (the default inputs keep only the fullest) leave a move
 * nowhere to go; a swap keeps every suggestion's size, so 'at most maximum admixtures' still holds.
 * The jars must share trajectory, soil type and suspicion, and both suggestions are scored again and
 * must stay at a score of at most 100 (spec 02 section 9). A left-over jar may swap too: the partner
 * is then left over.
 */
export function swapJars(outcome: SuggestOutcome, jarId: number, partnerId: number): SwapResult {
  const jar = outcome.profiles[String(jarId)];
  const partner = outcome.profiles[String(partnerId)];
  if (!jar || !partner) return { ok: false, reason: 'unknownJar' };
  const to = suggestionOf(outcome, partnerId);
  if (!to) return { ok: false, reason: 'partnerNotSuggested' };
  const from = suggestionOf(outcome, jarId);
  if (from?.id === to.id) return { ok: false, reason: 'sameSuggestion' };
  if (mixGroupOf(jar) !== mixGroupOf(partner)) return { ok: false, reason: 'otherGroup' };
  const changed = [exchanged(to, partnerId, jarId, outcome), ...(from ? [exchanged(from, jarId, partnerId, outcome)] : [])];
  const over = changed.find((suggestion) => suggestion.score > scoreThreshold);
  if (over) return { ok: false, reason: 'scoreOver', suggestionId: over.id, score: over.score };
  const suggestions = outcome.suggestions.map((suggestion) => changed.find((each) => each.id === suggestion.id) ?? suggestion);
  const leftOver = from ? outcome.leftOver : [...outcome.leftOver.filter((id) => id !== jarId), partnerId].sort((a, b) => a - b);
  return { ok: true, outcome: withSuggestions(outcome, suggestions, leftOver) };
}

/** A jar the dialog offers to swap with: its suggestion and what the swap would give. */
export interface SwapCandidate {
  jarId: number;
  suggestionId: string;
  result: SwapResult;
}

/**
 * The jars of other suggestions of the same trajectory and soil type as jar `jarId`, each with the
 * swap's result, so the dialog shows which swaps the rules allow and says why the others are refused.
 */
export function swapCandidates(outcome: SuggestOutcome, jarId: number): SwapCandidate[] {
  const jar = outcome.profiles[String(jarId)];
  if (!jar) return [];
  return outcome.suggestions
    .filter((suggestion) => suggestion.trajectory === jar.trajectory && suggestion.soilType === jar.soilType && !suggestion.jarIds.includes(jarId))
    .flatMap((suggestion) => suggestion.jarIds.map((partnerId) => ({ jarId: partnerId, suggestionId: suggestion.id, result: swapJars(outcome, jarId, partnerId) })));
}
