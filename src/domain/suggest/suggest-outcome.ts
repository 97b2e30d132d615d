import type { JarProfile } from './jar-profile';
import type { Trajectory } from './suggest-settings';
import { trajectories } from './suggest-settings';

/** One suggested mixed sample: jars of one trajectory, one soil type, clean or suspect (spec 02 section 2). */
export interface Suggestion {
  /** Stable within one outcome, e.g. 'top-Z-1'. */
  id: string;
  trajectory: Trajectory;
  soilType: string;
  suspect: boolean;
  jarIds: number[];
  /** The least alike pair's dissimilarity; at most 100 (spec 02 section 9). */
  score: number;
}

/** Why nothing could be suggested (spec 02 sections 5 and 8); translated as `suggest.error.<error>`. */
export type SuggestError = 'noJarsRemaining' | 'noLayersRemaining' | 'noJarsForSoilTypeOrTrajectory' | 'allScoresOver100';

/** A line of the run's log; `key` is translated as `suggest.log.<key>` with `params`. */
export interface SuggestLogEntry {
  level: 'info' | 'warning' | 'error';
  key: string;
  params: Record<string, string | number>;
}

/** The counts the output summary shows. */
export interface SuggestSummary {
  jarsRead: number;
  jarsAfterFilter: number;
  layersAfterFilter: number;
  jarsProfiled: number;
  jarsInSuggestions: number;
  totalSuggested: number;
  perZone: Record<Trajectory, number>;
}

/** What one run of the algorithm answers (the algorithm service's data, spec 02 section 7). */
export interface SuggestOutcome {
  suggestions: Suggestion[];
  /** Every jar weighed, by JrID: the suggestions' and the ones left over. */
  profiles: Record<string, JarProfile>;
  /** JrIDs of the weighed jars in no suggestion. */
  leftOver: number[];
  errors: SuggestError[];
  log: SuggestLogEntry[];
  summary: SuggestSummary;
  /** A control run's suggestions are not to be saved. */
  controlRun: boolean;
  /** The most jars a mixed sample may hold in this run (for switching jars). */
  maxAdmixtures: number;
}

/** The outcome with changed suggestions and left-over jars, its summary counted again (after a switch or swap of jars). */
export function withSuggestions(outcome: SuggestOutcome, suggestions: Suggestion[], leftOver: number[]): SuggestOutcome {
  const perZone = Object.fromEntries(trajectories.map((trajectory) => [trajectory, 0])) as Record<Trajectory, number>;
  for (const suggestion of suggestions) perZone[suggestion.trajectory] += 1;
  const jarsInSuggestions = suggestions.reduce((sum, suggestion) => sum + suggestion.jarIds.length, 0);
  return { ...outcome, suggestions, leftOver, summary: { ...outcome.summary, totalSuggested: suggestions.length, perZone, jarsInSuggestions } };
}
