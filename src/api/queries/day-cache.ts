/** The next local midnight after `moment` (epoch milliseconds): when a day-long cache ends. */
export function endOfDay(moment: number): number {
  const date = new Date(moment);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
}

/** Milliseconds from `moment` to the next local midnight (at least 1). */
export function msUntilEndOfDay(moment: number): number {
  return Math.max(1, endOfDay(moment) - moment);
}

/**
 * Cache options valid for the calendar day (spec 01 section 9: code lists and templates): data
 * fetched today is fresh until midnight and fetched again after it; unused entries are dropped then too.
 */
export function dayLongCache(now: number = Date.now()) {
  return {
    // Measured from the fetch itself, so an entry fetched yesterday is stale right after midnight.
    staleTime: (query: { state: { dataUpdatedAt: number } }) => msUntilEndOfDay(query.state.dataUpdatedAt || Date.now()),
    gcTime: msUntilEndOfDay(now),
  };
}
