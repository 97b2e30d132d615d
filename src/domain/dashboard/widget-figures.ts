import type { GraphPeriod } from './widget-kinds';

/** Samples counted per period, oldest first, with every period between the first and last (zero where none). */
export interface PeriodCounts {
  /** 'YYYY-MM' per month, 'YYYY' per year. */
  periods: string[];
  counts: number[];
}

const periodOf = (date: string, period: GraphPeriod): string | undefined => {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match) return undefined;
  return period === 'year' ? match[1] : `${match[1]}-${match[2]}`;
};

const nextPeriod = (current: string, period: GraphPeriod): string => {
  if (period === 'year') return String(Number(current) + 1);
  const [year, month] = current.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
};

/**
 * The water samples graph's figures (spec 02 section 2: per month or per year) from the samples
 * counted per 'YYYY-MM' of their date (GetDashboardFigures); months that are no date are left out.
 */
export function samplesPerPeriod(months: readonly { month: string; count: number }[], period: GraphPeriod): PeriodCounts {
  const tally = new Map<string, number>();
  for (const { month, count } of months) {
    const key = periodOf(month, period);
    if (key !== undefined) tally.set(key, (tally.get(key) ?? 0) + count);
  }
  const keys = [...tally.keys()].sort();
  const first = keys[0];
  const last = keys.at(-1);
  if (first === undefined || last === undefined) return { periods: [], counts: [] };
  const periods: string[] = [];
  for (let key = first; key <= last; key = nextPeriod(key, period)) periods.push(key);
  return { periods, counts: periods.map((key) => tally.get(key) ?? 0) };
}

/** What an overview widget says of its rows: how many, at how many points, and the latest date. */
export interface RowFigures {
  count: number;
  points: number;
  /** The latest 'YYYY-MM-DD' of `dateField`, if any row has one. */
  latest: string | undefined;
}

/** The figures of an overview's rows (spec 02 section 2, the info widgets), from the same rows as the overview tab. */
export function rowFigures(rows: readonly Readonly<Record<string, unknown>>[], dateField: string | undefined): RowFigures {
  const points = new Set(rows.map((row) => row.MpGuid ?? row.MpName).filter((value) => value !== undefined && value !== null));
  let latest: string | undefined;
  if (dateField) {
    for (const row of rows) {
      const value = row[dateField];
      const day = typeof value === 'string' ? value.slice(0, 10) : undefined;
      if (day && (latest === undefined || day > latest)) latest = day;
    }
  }
  return { count: rows.length, points: points.size, latest };
}

/** The most frequent values of `field`, most first (ties by value), at most `limit`. */
export function topValues(rows: readonly Readonly<Record<string, unknown>>[], field: string, limit: number): { value: string; count: number }[] {
  const tally = new Map<string, number>();
  for (const row of rows) {
    const value = row[field];
    if (typeof value === 'string' && value !== '') tally.set(value, (tally.get(value) ?? 0) + 1);
  }
  return [...tally.entries()].map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, limit);
}
