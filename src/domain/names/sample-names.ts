import { waterSampleNameMaxLength } from '../validation/limits';

/**
 * The name of a sample in a copied point: the sample name follows the point name (the old point
 * name at its start is replaced by the new one, otherwise the new point name is put in front),
 * cut to 50 characters (spec 01 section 4, copy or move).
 */
export function sampleNameForPoint(sampleName: string, oldPointName: string, newPointName: string): string {
  const follows = oldPointName !== '' && sampleName.toLowerCase().startsWith(oldPointName.toLowerCase());
  const renamed = follows ? newPointName + sampleName.slice(oldPointName.length) : `${newPointName}-${sampleName}`;
  return renamed.slice(0, waterSampleNameMaxLength);
}

/** Several ids in one field or parameter are separated by ';' (spec 01 section 4). */
const idSeparator = ';';

/** Joins ids with ';'. */
export function joinIds(ids: readonly string[]): string {
  return ids.join(idSeparator);
}

/** Splits a ';'-separated id list, dropping empty entries and surrounding spaces. */
export function splitIds(text: string | null | undefined): string[] {
  return (text ?? '').split(idSeparator).map((id) => id.trim()).filter((id) => id !== '');
}
