import { describe, expect, it } from 'vitest';
import { getCodeList } from '../../../../src/api/calls/code-lists';
import { validateProjectCode } from '../../../../src/api/calls/projects';
import { checkFunctionRights } from '../../../../src/api/calls/rights';
import { getSetting, updateSetting } from '../../../../src/api/calls/settings';
import { getTemplates } from '../../../../src/api/calls/templates';
import { getMapPoints, getOverviewQueries, getOverviewRows } from '../../../../src/api/calls/views';
import { ApiError } from '../../../../src/api/errors';
import { answerPost, testClient, useMswServer } from '../msw-harness';
import type { SeenRequest } from '../msw-harness';

const server = useMswServer();

describe('code lists and templates (spec 01 section 7, other calls)', () => {
  it('GetCodeListByCategoryIDOrCode asks in the given language and answers Codes.tblGeneralCodes by GcOrder', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, '/ITWDataRestService_V1_0/GetCodeListByCategoryIDOrCode', {
      ResultCode: 'Export_Succes', ResultMessage: '',
      Codes: { tblGeneralCodes: [{ GcCode: 'EPSG:31370', GcOrder: 2 }, { GcCode: 'EPSG:28992', GcOrder: 1, GcExtra: { epsg: 28992 } }] },
    }));
    const { api } = testClient();
    const codes = await getCodeList(api, 37, 'en');
    expect(seen[0]?.body).toMatchObject({ LanguageCode: 'eng', Parameters: { ExportFormat: 'json', CategoryID: 37 } });
    expect(codes.map((code) => code.GcCode)).toEqual(['EPSG:28992', 'EPSG:31370']);
    expect(codes[0]).toMatchObject({ GcExtra: { epsg: 28992 } });
  });

  it('GetTemplatesData sends ScreenName and TemplateID, succeeds on TiComponentsCode_Succes and reads Result.templates', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, '/ITWDataRestService_V1_0/GetTemplatesData', {
      ResultCode: 'TiComponentsCode_Succes', ResultMessage: '',
      Result: { templates: [{ FieldCode: 'MpName', LabelKey: 'field.MpName', EditorType: 1, Required: 1, AllowMultiEdit: 0, FieldOrder: 1 }] },
    }));
    const { api } = testClient();
    const templates = await getTemplates(api, 'MeasurementPoint', { templateId: 4 });
    expect(seen[0]?.body).toMatchObject({ ScreenName: 'MeasurementPoint', TemplateID: 4 });
    expect(templates[0]).toMatchObject({ FieldCode: 'MpName', EditorType: 1, Required: true, AllowMultiEdit: false, Visible: true });
  });

  it('a template answer with Export_Succes fails the success rule', async () => {
    server.use(answerPost([], '/ITWDataRestService_V1_0/GetTemplatesData', { ResultCode: 'Export_Succes', Result: { templates: [] } }));
    const { api } = testClient();
    await expect(getTemplates(api, 'Layer')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('rights, settings, project code and views', () => {
  it('CheckFunctionRights: Succes is allowed, No_Rights at HTTP 200 is not, and the body names the user', async () => {
    const seen: SeenRequest[] = [];
    const path = '/AuthorisationServiceRest/CheckFunctionRights';
    server.use(answerPost(seen, path, (body) => (body.FeatureWord === 'export'
      ? { ResultCode: 'Succes', Allowed: true }
      : { ResultCode: 'No_Rights', Allowed: false, ResultMessage: 'You do not have the rights', ErrorId: 'server.rights.notAllowed' })));
    const { api } = testClient();
    expect(await checkFunctionRights(api, 'export')).toBe(true);
    expect(await checkFunctionRights(api, 'import')).toBe(false);
    expect(seen[0]?.body).toMatchObject({ Username: 'demo', Licensenumber: 1000, ApplicationCode: 61, FeatureWord: 'export' });
  });

  it('CheckFunctionRights answered 403 still signs out rather than reading as not allowed', async () => {
    server.use(answerPost([], '/AuthorisationServiceRest/CheckFunctionRights', { ResultCode: 'Forbidden' }, 403));
    const { api, session } = testClient();
    await expect(checkFunctionRights(api, 'export')).rejects.toBeInstanceOf(ApiError);
    expect(session.user()).toBeNull();
  });

  it('GetSettingByName answers SettingValue (null when never saved); UpdateSetting sends group, name and value', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      answerPost(seen, '/ManagementRestService_V1_0/GetSettingByName', (body) => ({ ResultCode: 'Succes', SettingValue: body.SettingName === 'defaultView' ? 'table' : null })),
      answerPost(seen, '/ManagementRestService_V1_0/UpdateSetting', { ResultCode: 'Succes' }),
    );
    const { api } = testClient();
    expect(await getSetting(api, 'defaultView')).toBe('table');
    expect(await getSetting(api, 'gridLayout')).toBeNull();
    await updateSetting(api, 'gridLayout', { columns: ['MpName'] });
    expect(seen[2]?.body).toMatchObject({ SettingGroup: 'AppTableSettings', SettingName: 'gridLayout', Settings: { columns: ['MpName'] } });
  });

  it('ValidateProjectCode reads Valid and the issues that explain a refusal', async () => {
    const issue = { field: 'PrCode', code: 'validation.unique', severity: 'error' };
    server.use(answerPost([], '/ITWDataRestService_V1_0/ValidateProjectCode', (body) => (body.PrCode === 'NEW'
      ? { ResultCode: 'Succes', Valid: true, ResultMessage: 'Available', Issues: [] }
      : { ResultCode: 'Succes', Valid: false, ResultMessage: 'In use', Issues: [issue] })));
    const { api } = testClient();
    expect(await validateProjectCode(api, 'NEW')).toEqual({ valid: true, issues: [] });
    expect(await validateProjectCode(api, 'P-1')).toEqual({ valid: false, issues: [issue] });
  });

  it('GetOverviewQueries reads Content; GetQuerryResponse sends Viewname and Param and reads Content.Table', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      answerPost(seen, '/ITWViewRestService_V1_0/GetOverviewQueries', {
        ResultCode: 'Export_Succes', Content: [{ OverviewID: 108, Viewname: 'vwMeasurementPoints', TitleKey: 'overview.measurementPoints', Columns: [{ Name: 'MpName', LabelKey: 'field.MpName' }] }],
      }),
      answerPost(seen, '/ITWViewRestService_V1_0/GetQuerryResponse', { ResultCode: 'Export_Succes', Content: JSON.stringify({ Table: [{ MpName: 'B01' }] }) }),
    );
    const { api } = testClient();
    expect((await getOverviewQueries(api))[0]).toMatchObject({ OverviewID: 108, Viewname: 'vwMeasurementPoints' });
    expect(await getOverviewRows(api, 12, 'vwMeasurementPoints')).toEqual([{ MpName: 'B01' }]);
    expect(seen[1]?.body).toMatchObject({ Viewname: 'vwMeasurementPoints', Param: { ProjectID: '12' } });
  });

  it('the map\'s markers are GetQuerryResponse\'s vwMapPoints rows; a row without MpGuid is an unreadable answer', async () => {
    const seen: SeenRequest[] = [];
    const rows = [{ MpGuid: 'a', MpName: 'B01', MpXCoord: 155000.5, MpYCoord: 463000 }, { MpGuid: 'b', MpName: null, MpXCoord: null, MpYCoord: null }];
    server.use(answerPost(seen, '/ITWViewRestService_V1_0/GetQuerryResponse', (body) => ({
      ResultCode: 'Export_Succes', Content: { Table: (body.Param as { ProjectID?: string } | undefined)?.ProjectID === '12' ? rows : [{ MpName: 'no guid' }] },
    })));
    const { api } = testClient();
    expect(await getMapPoints(api, 12)).toEqual(rows);
    expect(seen[0]?.body).toMatchObject({ Viewname: 'vwMapPoints', Param: { ProjectID: '12' } });
    await expect(getMapPoints(api, 13)).rejects.toBeInstanceOf(ApiError);
  });
});
