import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase, startTestServer } from './harness';
import type { Session, TestServer } from './harness';

const getSetting = '/ManagementRestService_V1_0/GetSettingByName';
const updateSetting = '/ManagementRestService_V1_0/UpdateSetting';

describe('settings per user (spec 02 section 7, management service)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    beforeAll(async () => { server = await startTestServer({ dialect }); });
    afterAll(() => server.close());

    /** A user of this test alone, signed in: settings are per user, so no other test sees what it saves. */
    const newUser = async (): Promise<Session & { userId: number }> => {
      const user = await server.addUser();
      return { ...(await server.login(user)), userId: user.userId };
    };

    const layout = { columns: [{ id: 'MpName', width: 140 }, { id: 'MpDepth', width: 80, hidden: true }], sort: 'MpName' };

    it('answers SettingValue null for a setting never saved', async () => {
      const owner = await newUser();
      const answer = await owner.call(getSetting, { SettingName: 'never-saved' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ResultCode: 'Succes', SettingValue: null });
    });

    it('gives back exactly what UpdateSetting saved', async () => {
      const owner = await newUser();
      const saved = await owner.call(updateSetting, { SettingGroup: 'AppTableSettings', SettingName: 'pointsGrid', Settings: layout });
      expect(saved.body).toEqual({ ResultCode: 'Succes' });
      expect((await owner.call(getSetting, { SettingName: 'pointsGrid' })).body).toEqual({ ResultCode: 'Succes', SettingValue: layout });
    });

    it('keeps a setting sent as JSON text as text', async () => {
      const owner = await newUser();
      await owner.call(updateSetting, { SettingGroup: 'AppTableSettings', SettingName: 'asText', Settings: '{"a":1}' });
      expect((await owner.call(getSetting, { SettingName: 'asText' })).body.SettingValue).toBe('{"a":1}');
    });

    it('replaces a setting on a second update', async () => {
      const owner = await newUser();
      await owner.call(updateSetting, { SettingGroup: 'AppTableSettings', SettingName: 'layersGrid', Settings: { v: 1 } });
      await owner.call(updateSetting, { SettingGroup: 'AppTableSettings', SettingName: 'layersGrid', Settings: { v: 2 } });
      expect((await owner.call(getSetting, { SettingName: 'layersGrid' })).body.SettingValue).toEqual({ v: 2 });
      const rows = await server.db.selectFrom('userSettings').select('id').where('userId', '=', owner.userId).where('settingName', '=', 'layersGrid').execute();
      expect(rows).toHaveLength(1);
    });

    it('does not show one user\'s setting to another, and keeps both apart', async () => {
      const owner = await newUser();
      const colleague = await newUser();
      await owner.call(updateSetting, { SettingGroup: 'AppTableSettings', SettingName: 'pointsGrid', Settings: layout });
      expect((await colleague.call(getSetting, { SettingName: 'pointsGrid' })).body.SettingValue).toBeNull();
      await colleague.call(updateSetting, { SettingGroup: 'AppTableSettings', SettingName: 'pointsGrid', Settings: { mine: true } });
      expect((await colleague.call(getSetting, { SettingName: 'pointsGrid' })).body.SettingValue).toEqual({ mine: true });
      expect((await owner.call(getSetting, { SettingName: 'pointsGrid' })).body.SettingValue).toEqual(layout);
    });

    it('refuses an update without Settings or SettingName with 400', async () => {
      const owner = await newUser();
      expect((await owner.call(updateSetting, { SettingGroup: 'AppTableSettings', SettingName: 'x' })).status).toBe(400);
      expect((await owner.call(updateSetting, { SettingGroup: 'AppTableSettings', Settings: {} })).status).toBe(400);
      expect((await owner.call(getSetting, { SettingName: '' })).status).toBe(400);
    });
  });
});
