import { error } from '../issue';
import type { ValidationIssue } from '../issue';
import { specialComponentMaxLength, specialCompoundSets, specialCompoundStoredSets } from '../limits';
import { maxLengthIssues } from './length';
import { isBlank } from './required';
import { titleListIssues } from './title-list';

/** A layer's special compounds as stored: LaSpecialCompound{1..7}{TypeCode,GradationCode,OriginCode}. */
export type SpecialCompoundFields = Partial<Record<`LaSpecialCompound${1 | 2 | 3 | 4 | 5 | 6 | 7}${'TypeCode' | 'GradationCode' | 'OriginCode'}`, unknown>>;

/** The three stored fields of special compound set `n` (1-based). */
function specialCompoundFieldNames(set: number): { type: string; gradation: string; origin: string } {
  const prefix = `LaSpecialCompound${set}`;
  return { type: `${prefix}TypeCode`, gradation: `${prefix}GradationCode`, origin: `${prefix}OriginCode` };
}

const allFieldNames = Array.from({ length: specialCompoundStoredSets }, (_, i) => specialCompoundFieldNames(i + 1)).flatMap(
  (fields) => [fields.type, fields.gradation, fields.origin],
);

function read(row: SpecialCompoundFields, field: string): unknown {
  return (row as Record<string, unknown>)[field];
}

/**
 * Special compounds (spec 01 sections 3 and 5, editor type 23). Reading of "required groups complete
 * in each of 4 sets (value plus title)": the title is the compound type and the value its gradation;
 * in each of sets 1 to 4 where anything (type, gradation or origin) is filled in, both type and
 * gradation are required, and the missing one is reported. Origin stays optional. Also: every part of
 * all 7 sets at most 5 characters, and a compound type may appear in only one set (titles once).
 */
export function specialCompoundIssues(row: SpecialCompoundFields): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  // Most layers have no special compounds at all; answer those without building the title list.
  if (!allFieldNames.some((field) => !isBlank(read(row, field)))) return issues;
  const titles: { field: string; title: unknown }[] = [];
  for (let set = 1; set <= specialCompoundStoredSets; set += 1) {
    const fields = specialCompoundFieldNames(set);
    const type = read(row, fields.type);
    const gradation = read(row, fields.gradation);
    const origin = read(row, fields.origin);
    for (const field of [fields.type, fields.gradation, fields.origin]) {
      issues.push(...maxLengthIssues(field, read(row, field), specialComponentMaxLength));
    }
    const started = !isBlank(type) || !isBlank(gradation) || !isBlank(origin);
    if (set <= specialCompoundSets && started) {
      if (isBlank(type)) issues.push(error(fields.type, 'validation.specialCompound.incomplete', { set }));
      if (isBlank(gradation)) issues.push(error(fields.gradation, 'validation.specialCompound.incomplete', { set }));
    }
    titles.push({ field: fields.type, title: type });
  }
  return [...issues, ...titleListIssues(titles)];
}
