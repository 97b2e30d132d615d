import * as z from 'zod';

/** The longest filter text kept in the URL; longer text is a paste mistake, not a search. */
export const maxFilterLength = 200;

/** A sort column is a wire column name (MpName, LaFrom, …): letters, digits and underscores. */
const columnName = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/**
 * The overview's bookmarkable view state (CONVENTIONS rule 4: grid sort, filter and the open
 * overview live in the URL): `q` the text filter, `sort` a column name, `dir` its direction.
 * Anything unreadable falls back to 'not set' instead of failing the route, because a hand-edited
 * or outdated bookmark should still open the overview. The router parses `?q=12` to the number 12,
 * so numbers are read back as text.
 */
export const overviewSearchSchema = z.object({
  q: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(maxFilterLength)).optional().catch(undefined),
  sort: z.string().regex(columnName).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
});

/** The search params as the screen reads them (after validation). */
export type OverviewSearch = z.output<typeof overviewSearchSchema>;

/** One column's sort, or none. */
export interface SortState {
  column: string;
  descending: boolean;
}

/** Reads any search object (the router's loose one included) into the overview's view state. */
export function readOverviewSearch(search: unknown): OverviewSearch {
  const parsed = overviewSearchSchema.safeParse(search ?? {});
  return parsed.success ? parsed.data : {};
}

/** The sort the URL asks for, if its column is one of the overview's. */
export function sortOf(search: OverviewSearch, columnNames: readonly string[]): SortState | null {
  if (search.sort === undefined || !columnNames.includes(search.sort)) return null;
  return { column: search.sort, descending: search.dir === 'desc' };
}

/**
 * What a click on a column header does: an unsorted column sorts ascending, ascending turns
 * descending, and a third click goes back to the server's order.
 */
export function nextSort(current: SortState | null, column: string): SortState | null {
  if (current?.column !== column) return { column, descending: false };
  return current.descending ? null : { column, descending: true };
}

/** The search params of a view state; empty values are left out so URLs stay short. */
export function searchOf(filter: string, sort: SortState | null): OverviewSearch {
  const trimmed = filter.slice(0, maxFilterLength);
  return {
    ...(trimmed.trim() === '' ? {} : { q: trimmed }),
    ...(sort ? { sort: sort.column, dir: sort.descending ? 'desc' as const : 'asc' as const } : {}),
  };
}
