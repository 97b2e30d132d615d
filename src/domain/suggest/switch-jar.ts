import type { JarProfile } from './jar-profile';
import { mixGroupOf } from './jar-profile';
import { mixScore } from './mix-score';
import { withSuggestions } from './suggest-outcome';
import type { SuggestOutcome, Suggestion } from './suggest-outcome';
import { scoreThreshold } from './suggest-settings';

/** Why a jar cannot move; translated as `suggest.switch.refused.<reason>`. */
export type SwitchRefusal = 'unknownJar' | 'unknownTarget' | 'sameSuggestion' | 'otherGroup' | 'full' | 'scoreOver';

/** The outcome after the move, or why the move is refused. */
export type SwitchResult = { ok: true; outcome: SuggestOutcome } | { ok: false; reason: SwitchRefusal; score?: number };

/** The profiles of `jarIds` that the outcome weighed. */
export function profilesOf(outcome: SuggestOutcome, jarIds: readonly number[]): JarProfile[] {
  return jarIds.flatMap((id) => {
    const profile = outcome.profiles[String(id)];
    return profile ? [profile] : [];
  });
}

/**
 * The jar switch dialog's move (spec 02 section 2): jar `jarId` leaves its suggestion (or the
 * left-over jars) for suggestion `targetId`. The rules that made the suggestions still hold: the
 * target keeps one trajectory, one soil type and one suspicion, at most `maxAdmixtures` jars and a
 * score of at most 100. A suggestion left with a single jar is no mixed sample: that jar is left over.
 */
export function switchJar(outcome: SuggestOutcome, jarId: number, targetId: string): SwitchResult {
  const profile = outcome.profiles[String(jarId)];
  if (!profile) return { ok: false, reason: 'unknownJar' };
  const target = outcome.suggestions.find((suggestion) => suggestion.id === targetId);
  if (!target) return { ok: false, reason: 'unknownTarget' };
  if (target.jarIds.includes(jarId)) return { ok: false, reason: 'sameSuggestion' };
  const targetJars = profilesOf(outcome, target.jarIds);
  if (targetJars[0] && mixGroupOf(targetJars[0]) !== mixGroupOf(profile)) return { ok: false, reason: 'otherGroup' };
  if (target.jarIds.length >= outcome.maxAdmixtures) return { ok: false, reason: 'full' };
  const score = mixScore([...targetJars, profile]);
  if (score > scoreThreshold) return { ok: false, reason: 'scoreOver', score };

  let leftOver = outcome.leftOver.filter((id) => id !== jarId);
  const suggestions = outcome.suggestions.flatMap((suggestion): Suggestion[] => {
    if (suggestion.id === target.id) return [{ ...suggestion, jarIds: [...suggestion.jarIds, jarId].sort((a, b) => a - b), score }];
    if (!suggestion.jarIds.includes(jarId)) return [suggestion];
    const remaining = suggestion.jarIds.filter((id) => id !== jarId);
    if (remaining.length < 2) {
      leftOver = [...leftOver, ...remaining];
      return [];
    }
    return [{ ...suggestion, jarIds: remaining, score: mixScore(profilesOf(outcome, remaining)) }];
  });
  return { ok: true, outcome: withSuggestions(outcome, suggestions, leftOver) };
}

/** The suggestions jar `jarId` could move to: same group, room left, other than its own. */
export function switchTargets(outcome: SuggestOutcome, jarId: number): Suggestion[] {
  return outcome.suggestions.filter((suggestion) => switchJar(outcome, jarId, suggestion.id).ok);
}
