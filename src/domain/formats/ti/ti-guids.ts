/** A field that holds a GUID: the row's own (LaGuid, CcGUID) or its parent's (MpGuid on a layer). */
function isGuidField(field: string): boolean {
  return /guid$/i.test(field);
}

/** `isGuidField`, answered once per field name: a large project's rows repeat a few dozen names. */
function guidFieldTest(): (field: string) => boolean {
  const known = new Map<string, boolean>();
  return (field) => {
    let answer = known.get(field);
    if (answer === undefined) {
      answer = isGuidField(field);
      known.set(field, answer);
    }
    return answer;
  };
}

/** Gives a row of a document its new GUIDs: a copy of the row, every GUID it holds replaced. */
export type GuidRenewer = (row: Record<string, unknown>) => Record<string, unknown>;

/**
 * Replaces every GUID by a new one, consistently over all the rows it is given: a point's new MpGuid is also
 * its layers' MpGuid, in whatever order the rows come. Importing as a new project code (spec 02 section 5) makes
 * a copy beside the original, and a GUID names one record only (spec 01 section 4). GUIDs match in any letter
 * case. An import renews its rows chunk by chunk, so a large document never holds the event loop at once.
 */
export function guidRenewer(newGuid: () => string): GuidRenewer {
  const renewed = new Map<string, string>();
  const holdsGuid = guidFieldTest();
  return (row) => {
    const copy: Record<string, unknown> = { ...row };
    for (const field in copy) {
      const value = copy[field];
      if (!holdsGuid(field) || typeof value !== 'string' || value.trim() === '') continue;
      const key = value.trim().toLowerCase();
      let next = renewed.get(key);
      if (next === undefined) {
        next = newGuid();
        renewed.set(key, next);
      }
      copy[field] = next;
    }
    return copy;
  };
}
