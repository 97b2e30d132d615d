import { resultCodes } from '../../domain/wire/result-codes';
import type { ApiClient, CallOptions } from '../http';

/** The management service's prefix (spec 02 section 7). */
const managementServicePrefix = '/ManagementRestService_V1_0/';

/** The only setting group the spec names (spec 02 section 7, UpdateSetting). */
export const appTableSettings = 'AppTableSettings';

/** A setting value: any JSON (grid layouts are objects, defaultView is text). */
export type SettingValue = string | number | boolean | null | SettingValue[] | { [key: string]: SettingValue };

/** GetSettingByName: the user's SettingValue, null when never saved (spec 02 section 7). */
export async function getSetting(api: ApiClient, name: string, group = appTableSettings, options?: CallOptions): Promise<SettingValue> {
  const callName = 'GetSettingByName';
  const answer = await api.post(callName, `${managementServicePrefix}${callName}`, { SettingName: name, SettingGroup: group }, [resultCodes.rights], options);
  return (answer.SettingValue ?? null) as SettingValue;
}

/** UpdateSetting: SettingGroup (AppTableSettings), SettingName, Settings (spec 02 section 7). */
export async function updateSetting(api: ApiClient, name: string, value: SettingValue, group = appTableSettings, options?: CallOptions): Promise<void> {
  const callName = 'UpdateSetting';
  await api.post(callName, `${managementServicePrefix}${callName}`, { SettingGroup: group, SettingName: name, Settings: value }, [resultCodes.rights], options);
}
