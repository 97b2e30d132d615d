import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { appTableSettings, readSetting, saveSetting } from '../services/settings-service';
import { registerCall } from './register-call';

const settingName = z.string().trim().min(1).max(200);
const settingGroup = z.string().trim().min(1).max(100);

const getSettingBody = z.object({ SettingName: settingName, SettingGroup: settingGroup.default(appTableSettings) });
const updateSettingBody = z.object({
  SettingGroup: settingGroup.default(appTableSettings),
  SettingName: settingName,
  // Any JSON value (grid layouts are objects; some clients send JSON text): kept exactly as sent.
  Settings: z.json(),
});

/** The management service's settings calls, per signed-in user (spec 02 section 7). */
export async function managementRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, '/ManagementRestService_V1_0/GetSettingByName', getSettingBody, async ({ body, caller, database }) => ({
    ResultCode: 'Succes',
    SettingValue: await readSetting(database.db, caller, body.SettingName, body.SettingGroup),
  }));

  registerCall(app, '/ManagementRestService_V1_0/UpdateSetting', updateSettingBody, async ({ body, caller, database }) => {
    await saveSetting(database.db, caller, body.SettingGroup, body.SettingName, body.Settings);
    return { ResultCode: 'Succes' };
  });
}
