import { error } from '../issue';
import type { ValidationIssue } from '../issue';
import { isBlank } from './required';

/**
 * Texture fields a user fills in by hand (spec 01 section 3, composite 22 and the further texture
 * fields). The fields soil classification writes from the percentages (median, additives and the
 * secondary fractions, SOIL_CODE_FIELDS; spec 01 section 4) are left out on purpose: a computed
 * value alone must not make a layer invalid.
 */
const handEnteredTextureFields = [
  'LaTertiaryCode',
  'LaPeatAmorphousCode',
  'LaConsistencyCode',
  'LaPlasticityCode',
  'LaGrainShapeCode',
  'LaFormCode',
  'LaSurfaceCode',
  'LaParticleStrengthCode',
  'LaRockShapeCode',
  'LaRockWeatheringCode',
  'LaDecompositionCode',
  'LaPrimaryCode',
  'LaOrganicCode',
] as const;

/** The layer fields the texture rule reads. */
export type TextureFields = Partial<Record<(typeof handEnteredTextureFields)[number] | 'LaMedianCode', unknown>>;

/**
 * Texture must be complete (spec 01 section 5): once any texture field is filled in by hand,
 * consistency (LaConsistencyCode) and the primary fraction are required. "Primary (median) fraction"
 * is read as either spelling of the main fraction: LaPrimaryCode or LaMedianCode satisfies it, and
 * its absence is reported on LaPrimaryCode. A layer with no hand-entered texture passes.
 */
export function textureIssues(row: TextureFields): ValidationIssue[] {
  const started = handEnteredTextureFields.some((field) => !isBlank(row[field]));
  if (!started) return [];
  const issues: ValidationIssue[] = [];
  if (isBlank(row.LaConsistencyCode)) issues.push(error('LaConsistencyCode', 'validation.texture.consistencyRequired'));
  if (isBlank(row.LaPrimaryCode) && isBlank(row.LaMedianCode)) {
    issues.push(error('LaPrimaryCode', 'validation.texture.primaryRequired'));
  }
  return issues;
}
