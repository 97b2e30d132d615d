import type { Executor } from '../executor';

/** Bytes and count of the media of the licence's projects (spec 02 section 3, 'Media item'). */
export async function selectMediaUsage(db: Executor, licenceId: number): Promise<{ bytes: number; files: number }> {
  const row = await db.selectFrom('tblMedia as me').innerJoin('tblProjects as pr', 'pr.PrID', 'me.PrID')
    .select((eb) => [eb.fn.sum<number | string | null>('me.ByteSize').as('bytes'), eb.fn.countAll<number | string>().as('files')])
    .where('pr.LicenceID', '=', licenceId)
    .where('pr.ImportingOrderId', 'is', null)
    .executeTakeFirst();
  return { bytes: Number(row?.bytes ?? 0), files: Number(row?.files ?? 0) };
}

/** How many of the licence's users signed in since `since` (ISO time), from the sign-in audit trail. */
export async function countUsersSignedInSince(db: Executor, licenceNumber: number, since: string): Promise<number> {
  const row = await db.selectFrom('authEvents')
    .select((eb) => eb.fn.count<number | string>('username').distinct().as('users'))
    .where('event', '=', 'signIn.succeeded').where('licenceNumber', '=', licenceNumber).where('at', '>=', since)
    .executeTakeFirst();
  return Number(row?.users ?? 0);
}
