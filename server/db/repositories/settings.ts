import type { Executor } from '../executor';

/** Where a setting lives: one user, one group, one name (spec 02 section 7, management service). */
export interface SettingKey {
  userId: number;
  settingGroup: string;
  settingName: string;
}

/** The stored JSON text of a setting, if any. */
export async function findSettingValue(db: Executor, key: SettingKey): Promise<string | undefined> {
  const row = await db
    .selectFrom('userSettings')
    .select('settingValue')
    .where('userId', '=', key.userId)
    .where('settingGroup', '=', key.settingGroup)
    .where('settingName', '=', key.settingName)
    .executeTakeFirst();
  return row?.settingValue;
}

/** Inserts or replaces a setting's JSON text. */
export async function upsertSetting(db: Executor, key: SettingKey, settingValue: string, now: string): Promise<void> {
  await db
    .insertInto('userSettings')
    .values({ ...key, settingValue, updatedAt: now })
    .onConflict((conflict) => conflict.columns(['userId', 'settingGroup', 'settingName']).doUpdateSet({ settingValue, updatedAt: now }))
    .execute();
}
