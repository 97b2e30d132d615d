import { resultIdentityKey } from '../../domain/lab/result-uniqueness';
import { sampleField } from './result-columns';

/** A component a result is made for: what 'take over components' copies (spec 02 section 2, manual input). */
export interface ComponentLine {
  readonly ComponentGroup: string | null;
  readonly Component: string;
  readonly Method: string | null;
  readonly Unit: string | null;
  readonly GroupOrder: number | null;
  readonly ComponentOrder: number | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** The components of one sample's results, in their order: 'take over the components of another sample'. */
export function componentsOfSample(rows: readonly Readonly<Record<string, unknown>>[], sampleGuid: string): ComponentLine[] {
  return rows.filter((row) => row[sampleField] === sampleGuid && text(row.Component) !== null).map((row) => ({
    ComponentGroup: text(row.ComponentGroup), Component: text(row.Component) ?? '', Method: text(row.Method), Unit: text(row.Unit),
    GroupOrder: whole(row.GroupOrder), ComponentOrder: whole(row.ComponentOrder),
  }));
}

/** Components typed one per line as 'component; method; unit' (tabs work too, as pasted from a sheet). */
export function parseComponentLines(typed: string): ComponentLine[] {
  return typed.split(/\r?\n/).flatMap((line, index) => {
    const [component, method, unit] = line.split(/[;\t]/).map((part) => part.trim());
    return component ? [{ ComponentGroup: null, Component: component, Method: method || null, Unit: unit || null, GroupOrder: null, ComponentOrder: index + 1 }] : [];
  });
}

/**
 * The new result rows that 'add to sample' makes: each component for each chosen sample, without the
 * value (the user types it), leaving out a component + method + unit the sample already has (spec 02
 * section 5), so adding twice adds nothing twice. Answers the rows and how many were left out.
 */
export function resultRowsToAdd(samples: readonly string[], components: readonly ComponentLine[], live: readonly Readonly<Record<string, unknown>>[]): { rows: Record<string, string | number | null>[]; skipped: number } {
  const taken = new Set(live.map((row) => resultIdentityKey({ sample: row[sampleField], Component: row.Component, Method: row.Method, Unit: row.Unit })));
  const rows: Record<string, string | number | null>[] = [];
  let skipped = 0;
  for (const sample of samples) {
    for (const component of components) {
      const identity = resultIdentityKey({ sample, ...component });
      if (taken.has(identity)) {
        skipped += 1;
        continue;
      }
      taken.add(identity);
      rows.push({ [sampleField]: sample, ...component });
    }
  }
  return { rows, skipped };
}
