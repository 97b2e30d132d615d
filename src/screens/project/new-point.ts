import { drawnFieldTemplates } from '../../domain/editing';
import type { FieldTemplate } from '../../domain/editing';
import { nextChildName } from '../../domain/names/next-child-name';

/** The stem of a new point's name when the project has none to follow ('B001'). */
const firstPointName = 'B001';

/**
 * What a new point needs before the server takes it (spec 01 section 5: the name is required and
 * unique, X and Y are both required to save).
 */
export const newPointStoredFields: readonly string[] = ['MpName', 'MpXCoord', 'MpYCoord'];

/** The point screen's templates of the fields a new point needs (the coordinate pair drawn once). */
export function newPointFields(templates: readonly FieldTemplate[]): FieldTemplate[] {
  return drawnFieldTemplates(templates).filter((template) => newPointStoredFields.includes(template.FieldCode));
}

/**
 * The name suggested for a new point: the next free number after the highest-numbered name that
 * shares its stem with the last point's ('B300' → 'B301'), or 'B001' in an empty project.
 */
export function newPointName(points: readonly { MpName?: unknown }[]): string {
  const names = points.map((point) => point.MpName).filter((name): name is string => typeof name === 'string' && /\d$/.test(name.trim()));
  const last = names.sort((a, b) => a.localeCompare(b, undefined, { numeric: true })).at(-1);
  if (last === undefined) return nextChildName(firstPointName.replace(/\d+$/, ''), points.map((point) => point.MpName), '001');
  const stem = last.trim().replace(/\d+$/, '');
  return nextChildName(stem, points.map((point) => point.MpName), '1');
}
