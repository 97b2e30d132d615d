import * as z from 'zod';

/** The depth trajectories a jar can fall in (spec 02 section 9: 'Trajectories top, mid, lower'). */
export const trajectories = ['top', 'mid', 'lower'] as const;

/** A depth trajectory: top soil, mid soil or lower soil. */
export type Trajectory = (typeof trajectories)[number];

/** The score a mixed sample may reach and still be suggested (spec 02 section 9: 'Score threshold 100'). */
export const scoreThreshold = 100;

const centimetres = z.number().int().min(0).max(100_000);

/**
 * The inputs of 'Suggest analysis samples' (spec 02 section 2). Depths are centimetres below surface
 * (spec 02 section 9, 'Depth unit cm'): top soil runs from 0 to `upperDepth`, mid soil from there to
 * `lowerDepth`, lower soil from there to `maxDepth`; jars deeper than `maxDepth` are left out.
 */
export const suggestSettingsSchema = z.object({
  /** The project's code, shown in the log and the downloads. */
  projectCode: z.string().max(20).default(''),
  /** How many mixed samples to suggest at most per zone (depth trajectory); at least 1 (spec 02 section 5). */
  numberOfSamples: z.number().int().max(1000),
  /** The most jars one mixed sample may hold. */
  maxAdmixtures: z.number().int().min(2).max(50),
  /** A control run suggests without letting the suggestions be saved as analysis samples. */
  controlRun: z.boolean(),
  /** Jars taken more than this many days before `referenceDate` are left out; null keeps every jar. */
  excludeOlderThanDays: z.number().int().min(0).max(100_000).nullable(),
  upperDepth: centimetres,
  lowerDepth: centimetres,
  maxDepth: centimetres,
  /** Which trajectories may be suggested; at least one (spec 02 section 5). */
  allowedTrajectories: z.array(z.enum(trajectories)).max(3),
  /** MpIDs of the measurement points whose jars may be used; at least one (spec 02 section 5). */
  pointIds: z.array(z.number().int()).max(100_000),
  /** The day ages are counted from, 'YYYY-MM-DD' (the user's today). */
  referenceDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** The inputs of one suggestion run. */
export type SuggestSettings = z.output<typeof suggestSettingsSchema>;

/**
 * The defaults the screen opens with, after the Dutch practice for mixed soil samples (NEN 5740):
 * top soil 0–50 cm, mid soil 50–200 cm, lower soil to 500 cm, at most 10 jars a mixed sample.
 */
export function defaultSuggestSettings(availableSampleDays: number, referenceDate: string): SuggestSettings {
  return {
    projectCode: '',
    numberOfSamples: 3,
    maxAdmixtures: 10,
    controlRun: false,
    excludeOlderThanDays: availableSampleDays,
    upperDepth: 50,
    lowerDepth: 200,
    maxDepth: 500,
    allowedTrajectories: [...trajectories],
    pointIds: [],
    referenceDate,
  };
}

/** A rule of spec 02 section 5 the inputs break; its translation key is `suggest.issue.<issue>`. */
export type SuggestSettingsIssue = 'lowerNotBelowUpper' | 'maxNotBelowLower' | 'noTrajectory' | 'noPoint' | 'noSample';

/** The validation rules of 'Suggest analysis samples' (spec 02 section 5) the inputs break, in screen order. */
export function suggestSettingsIssues(settings: SuggestSettings): SuggestSettingsIssue[] {
  const issues: SuggestSettingsIssue[] = [];
  if (settings.lowerDepth <= settings.upperDepth) issues.push('lowerNotBelowUpper');
  if (settings.maxDepth <= settings.lowerDepth) issues.push('maxNotBelowLower');
  if (settings.allowedTrajectories.length === 0) issues.push('noTrajectory');
  if (settings.pointIds.length === 0) issues.push('noPoint');
  if (settings.numberOfSamples < 1) issues.push('noSample');
  return issues;
}

/** The trajectory holding `depth` (cm below surface), or null below the max depth. */
export function trajectoryAt(depth: number, settings: Pick<SuggestSettings, 'upperDepth' | 'lowerDepth' | 'maxDepth'>): Trajectory | null {
  if (depth < 0 || depth > settings.maxDepth) return null;
  if (depth < settings.upperDepth) return 'top';
  if (depth < settings.lowerDepth) return 'mid';
  return 'lower';
}
