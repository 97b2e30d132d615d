import { mutationOptions } from '@tanstack/react-query';
import { appTableSettings, updateSetting } from '../calls/settings';
import type { SettingValue } from '../calls/settings';
import { apiOf } from './api-binding';
import { settingQueries } from './reference-queries';

/** UpdateSetting (spec 02 section 7); the saved value becomes the cached one at once. */
export const settingMutations = {
  update: (name: string, group: string = appTableSettings) => mutationOptions({
    mutationKey: [...settingQueries.byName(name, group).queryKey, 'update'],
    mutationFn: (value: SettingValue, context) => updateSetting(apiOf(context.client), name, value, group),
    onSuccess: (_answer, value, _onMutateResult, { client }) => {
      client.setQueryData(settingQueries.byName(name, group).queryKey, value);
    },
  }),
};
