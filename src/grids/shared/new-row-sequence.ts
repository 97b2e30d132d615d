/** One new row's starting values, made after the rows given (a name after the last, a depth below the deepest). */
export type NewRowMaker = (siblings: readonly Readonly<Record<string, unknown>>[]) => Readonly<Record<string, unknown>>;

/**
 * The starting values of the `offset`-th row one action adds (a paste of many new jars names each
 * after the one before it, spec 01 section 5: names unique): the rows made before it count as siblings. `omit` drops fields the
 * maker fills that the grid must not (the GUID, which the save gives).
 */
export function nthNewRow(make: NewRowMaker, rows: readonly Readonly<Record<string, unknown>>[], offset: number, omit: readonly string[] = []): Record<string, unknown> {
  let siblings = rows;
  let row = make(siblings);
  for (let step = 0; step < offset; step++) {
    siblings = [...siblings, row];
    row = make(siblings);
  }
  const values: Record<string, unknown> = { ...row };
  for (const field of omit) delete values[field];
  return values;
}
