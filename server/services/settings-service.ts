import type { Executor } from '../db/executor';
import { findSettingValue, upsertSetting } from '../db/repositories/settings';
import { badRequest } from '../errors';
import { platformMessages } from '../messages';
import type { Caller } from './caller';

/** The only group the spec names (spec 02 section 7: UpdateSetting, SettingGroup AppTableSettings). */
export const appTableSettings = 'AppTableSettings';

/** Largest setting we keep, as JSON text (grid layouts are a few kB; this leaves ample room). */
const settingMaxLength = 1_000_000;

/**
 * The caller's own setting (spec 02 section 7, GetSettingByName): the value exactly as it was
 * saved, or null when never saved. Settings are per user: nobody reads another user's.
 */
export async function readSetting(db: Executor, caller: Caller, settingName: string, settingGroup = appTableSettings): Promise<unknown> {
  const text = await findSettingValue(db, { userId: caller.userId, settingGroup, settingName });
  return text === undefined ? null : (JSON.parse(text) as unknown);
}

/** Saves the caller's setting (spec 02 section 7, UpdateSetting); any JSON value, kept as JSON text. */
export async function saveSetting(db: Executor, caller: Caller, settingGroup: string, settingName: string, value: unknown): Promise<void> {
  const text = JSON.stringify(value ?? null);
  if (text.length > settingMaxLength) throw badRequest(platformMessages.settingTooLarge, { max: settingMaxLength });
  await upsertSetting(db, { userId: caller.userId, settingGroup, settingName }, text, new Date().toISOString());
}
