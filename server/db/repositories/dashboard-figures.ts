import { sql } from 'kysely';
import type { AliasedSelectQueryBuilder } from 'kysely';
import type { Executor } from '../executor';
import { layerRowsQuery, sampleRowsQuery } from './overview-rows';
import type { SampleSelection } from './overview-rows';

/**
 * The dashboard's figures summed up in SQL (spec 02 section 2, the info widgets and the water samples
 * graph) over the same rows the overview tabs list, so a 10,000-point project answers in a few
 * small rows instead of its whole overview tables.
 */

/** How many rows, at how many points, and the latest 'YYYY-MM-DD' of the date column (null without one). */
export interface RowTotals {
  count: number;
  points: number;
  latest: string | null;
}

/** A value of the ranked column with how many rows have it. */
export interface RankedValue {
  value: string;
  count: number;
}

/** One of the overview row sources a widget sums up, with its point and date columns. */
type FigureSource = AliasedSelectQueryBuilder<Record<string, unknown>, 'r'>;

async function totalsOf(db: Executor, source: FigureSource, dateColumn: string | undefined): Promise<RowTotals> {
  const rows = db.selectFrom(source);
  const latest = dateColumn === undefined
    ? sql<string | null>`null`
    : sql<string | null>`max(nullif(substr(${sql.ref(`r.${dateColumn}`)}, 1, 10), ''))`;
  const row = await rows.select([
    sql<number | string>`count(*)`.as('count'),
    // The point's integer id, not its GUID: counting distinct text costs three times as much (a 10,000-point project's layers).
    sql<number | string>`count(distinct ${sql.ref('r.MpID')})`.as('points'),
    latest.as('latest'),
  ]).executeTakeFirstOrThrow();
  return { count: Number(row.count), points: Number(row.points), latest: row.latest ?? null };
}

/** The `limit` most frequent non-empty values of a column, most first, ties by value. */
async function rankOf(db: Executor, source: FigureSource, column: string, limit: number): Promise<RankedValue[]> {
  const value = sql.ref(`r.${column}`);
  const rows = await db.selectFrom(source)
    .select([sql<string>`${value}`.as('value'), sql<number | string>`count(*)`.as('count')])
    .where(value, 'is not', null).where(value, '<>', '')
    .groupBy(value)
    .orderBy(sql`count(*)`, 'desc').orderBy(value)
    .limit(limit)
    .execute();
  return rows.map((row) => ({ value: String(row.value), count: Number(row.count) }));
}

/** The layers' totals and most frequent soil types of a project. */
export async function layerFigures(db: Executor, prId: number, rankColumn: string, limit: number) {
  const source = layerRowsQuery(db, { prId }).as('r');
  return { totals: await totalsOf(db, source, undefined), ranked: await rankOf(db, source, rankColumn, limit) };
}

/** The samples' totals, latest date and most frequent values of one column for one sample selection. */
export async function sampleFigures(db: Executor, prId: number, selection: SampleSelection, rankColumn: string, limit: number) {
  const source = sampleRowsQuery(db, { prId }, selection).as('r');
  return { totals: await totalsOf(db, source, 'WsDate'), ranked: await rankOf(db, source, rankColumn, limit) };
}

/** The project's location visits: how many and the latest date (visits belong to the project, not to a point). */
export async function locationVisitTotals(db: Executor, prId: number): Promise<RowTotals> {
  const row = await db.selectFrom('tblLocationVisits')
    .select([sql<number | string>`count(*)`.as('count'), sql<string | null>`max(nullif(substr(${sql.ref('LvDate')}, 1, 10), ''))`.as('latest')])
    .where('PrID', '=', prId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), points: 0, latest: row.latest ?? null };
}

/** Samples of a selection counted per 'YYYY-MM' of their date (undated ones left out), any order. */
export async function samplesPerMonth(db: Executor, prId: number, selection: SampleSelection): Promise<{ month: string; count: number }[]> {
  const month = sql<string>`substr(${sql.ref('r.WsDate')}, 1, 7)`;
  const rows = await db.selectFrom(sampleRowsQuery(db, { prId }, selection).as('r'))
    .select([month.as('month'), sql<number | string>`count(*)`.as('count')])
    .where('r.WsDate', 'is not', null)
    .groupBy(month)
    .execute();
  return rows.map((row) => ({ month: String(row.month), count: Number(row.count) }));
}

/** How many measurement points the project has. */
export async function pointCount(db: Executor, prId: number): Promise<number> {
  const row = await db.selectFrom('tblMeasurementPoints').select(sql<number | string>`count(*)`.as('count')).where('PrID', '=', prId).executeTakeFirstOrThrow();
  return Number(row.count);
}
