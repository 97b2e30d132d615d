import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../executor';
import type { MediaTable } from '../media-schema';

/** A stored media row. */
export type MediaRow = Selectable<MediaTable>;

/** The project of the licence with this guid (spec 02 section 7 names projects by ProjectGuid), or undefined. */
export async function findProjectByGuid(db: Executor, licenceId: number, prGuid: string): Promise<{ PrID: number; PrGuid: string } | undefined> {
  const row = await db.selectFrom('tblProjects').select(['PrID', 'PrGuid']).where('PrGuid', '=', prGuid).where('LicenceID', '=', licenceId).where('ImportingOrderId', 'is', null).executeTakeFirst();
  return row ? { PrID: Number(row.PrID), PrGuid: String(row.PrGuid) } : undefined;
}

/** The MpID of the point with this guid in project `prId`, or undefined. */
export async function findPointOfProject(db: Executor, prId: number, mpGuid: string): Promise<number | undefined> {
  const row = await db.selectFrom('tblMeasurementPoints').select('MpID').where('MpGuid', '=', mpGuid).where('PrID', '=', prId).executeTakeFirst();
  return row ? Number(row.MpID) : undefined;
}

/** The project's media, with the guid of the point each belongs to, by file name. */
export function selectMediaOfProject(db: Executor, prId: number): Promise<(MediaRow & { MpGuid: string | null })[]> {
  return db.selectFrom('tblMedia as me')
    .leftJoin('tblMeasurementPoints as mp', 'mp.MpID', 'me.MpID')
    .selectAll('me')
    .select('mp.MpGuid')
    .where('me.PrID', '=', prId)
    .orderBy('me.NameKey')
    .execute() as Promise<(MediaRow & { MpGuid: string | null })[]>;
}

/** The project's media items of these names (compared in lower case). */
export function selectMediaByNames(db: Executor, prId: number, fileNames: readonly string[]): Promise<MediaRow[]> {
  if (fileNames.length === 0) return Promise.resolve([]);
  return db.selectFrom('tblMedia').selectAll().where('PrID', '=', prId).where('NameKey', 'in', fileNames.map(mediaNameKey)).execute();
}

/** Which of these name keys the project already holds. */
export async function takenMediaNames(db: Executor, prId: number, nameKeys: readonly string[]): Promise<Set<string>> {
  if (nameKeys.length === 0) return new Set();
  const rows = await db.selectFrom('tblMedia').select('NameKey').where('PrID', '=', prId).where('NameKey', 'in', [...nameKeys]).execute();
  return new Set(rows.map((row) => row.NameKey));
}

/** Adds media rows. */
export async function insertMedia(db: Executor, rows: readonly Insertable<MediaTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('tblMedia').values([...rows]).execute();
}

/** Removes one media row by id. */
export async function deleteMediaRow(db: Executor, meId: number): Promise<void> {
  await db.deleteFrom('tblMedia').where('MeID', '=', meId).execute();
}

/** The key a media name is unique by within its project: trimmed, lower case (spec 01 section 5's unique-in-table rule). */
export function mediaNameKey(fileName: string): string {
  return fileName.trim().toLowerCase();
}

/** A media item by its guid with its project's guid and licence (the signed download link names only the guid). */
export function selectMediaByGuid(db: Executor, meGuid: string): Promise<(MediaRow & { PrGuid: string; LicenceID: number }) | undefined> {
  return db.selectFrom('tblMedia as me')
    .innerJoin('tblProjects as pr', 'pr.PrID', 'me.PrID')
    .selectAll('me')
    .select(['pr.PrGuid', 'pr.LicenceID'])
    .where('me.MeGuid', '=', meGuid)
    .where('pr.ImportingOrderId', 'is', null)
    .executeTakeFirst() as Promise<(MediaRow & { PrGuid: string; LicenceID: number }) | undefined>;
}
