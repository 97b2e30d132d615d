import { describe, expect, it } from 'vitest';
import { setWaterSampleBottles } from '../../../../src/api/calls/bottles';
import { setWaterSamples, transferWaterSamples, validateWaterSampleName } from '../../../../src/api/calls/water-samples';
import { ApiError } from '../../../../src/api/errors';
import { searchConcernedContacts } from '../../../../src/api/calls/contact-search';
import { cadastralCustomerKind, sublocationKind } from '../../../../src/api/kinds/project-record-kinds';
import { answerPost, testClient, useMswServer, writeAnswer } from '../msw-harness';
import type { SeenRequest } from '../msw-harness';

const server = useMswServer();
const path = (call: string) => `/ITWDataRestService_V1_0/${call}`;

describe('water samples and bottles (spec 01 and 02 section 7)', () => {
  it('SetWaterSamples leaves FtGuid out for a surface sample and sends observations; DELETE sends WsGuid', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, path('SetWaterSamples'), writeAnswer({ tblWaterSamples: [{ WsGuid: 'ws-1', FtID: '' }] })));
    const { api } = testClient();
    const answer = await setWaterSamples(api, { prId: 1, mpGuid: 'mp' }, 'INSERT', [{ WsGuid: 'ws-1', WsName: 'OW-1' }], [{ WsGuid: 'ws-1', ObPropertyCode: 'PH', ObMeasurementValue: 7 }]);
    await setWaterSamples(api, { prId: 1, mpGuid: 'mp', ftGuid: 'ft-1' }, 'DELETE', [{ WsGuid: 'ws-1' }]);
    expect(seen[0]?.body.data).toEqual({ PrID: '1', MpGuid: 'mp', WaterSamples: [{ WsGuid: 'ws-1', WsName: 'OW-1' }], Observations: [{ WsGuid: 'ws-1', ObPropertyCode: 'PH', ObMeasurementValue: 7 }] });
    expect(seen[1]?.body.data).toEqual({ PrID: '1', MpGuid: 'mp', FtGuid: 'ft-1', WsGuid: ['ws-1'] });
    expect(answer.tblWaterSamples[0]?.FtID).toBeNull();
  });

  it('transferWaterSamples answers true when moved and false when refused', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, path('transferWaterSamples'), (body) => ((body.data as { MpGuid?: string }).MpGuid === 'mp-2'
      ? { ResultCode: 'Import_Succes', ResultMessage: 'Moved', Result: true }
      : { ResultCode: 'Import_Failed', ResultMessage: 'Unable to transfer', Result: false })));
    const { api } = testClient();
    expect(await transferWaterSamples(api, { prId: 1, mpGuid: 'mp-2', ftGuid: 'ft' }, [{ WsGuid: 'ws-1' }])).toBe(true);
    expect(await transferWaterSamples(api, { prId: 1, mpGuid: 'mp-3' }, [{ WsGuid: 'ws-1' }])).toBe(false);
    expect(seen[0]?.body).toMatchObject({ data: { projectId: '1', MpGuid: 'mp-2', FtGuid: 'ft', WaterSamples: [{ WsGuid: 'ws-1' }] }, action: 'UPDATE' });
  });

  it('ValidateWaterSampleName reads the boolean in data', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, path('ValidateWaterSampleName'), (body) => ({ ResultCode: 'Succes', ResultMessage: '', data: (body.data as { WaterSampleName: string }).WaterSampleName !== 'taken' })));
    const { api } = testClient();
    expect(await validateWaterSampleName(api, 5, null, 'free')).toBe(true);
    expect(await validateWaterSampleName(api, 5, 'ws-1', 'taken')).toBe(false);
    expect(seen[1]?.body.data).toEqual({ WaterSampleName: 'taken', PrID: '5', WSGuid: 'ws-1' });
  });

  it('SetWaterSampleBottles sends the whole placement and BoGuid on DELETE', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, path('SetWaterSampleBottles'), writeAnswer({ tblBottles: [] })));
    const { api } = testClient();
    await setWaterSampleBottles(api, { prId: 1, mpGuid: 'mp', ftGuid: null, wsGuid: 'ws' }, 'DELETE', [{ BoGuid: 'bo' }]);
    expect(seen[0]?.body.data).toEqual({ PrID: '1', MpGuid: 'mp', WsGuid: 'ws', BoGuid: ['bo'] });
  });
});

describe('project records (spec 01 section 7)', () => {
  it('SetSubLocation sends its rows under Sublocations with PrID, and PrID with the SlGuids on DELETE', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, path('SetSubLocation'), writeAnswer({ tblSublocations: [{ SlGuid: 'sl', SlName: 'North' }] })));
    const { api } = testClient();
    expect((await sublocationKind.set(api, { prId: 2 }, 'INSERT', [{ SlGuid: 'sl', SlName: 'North' }])).tblSublocations).toEqual([{ SlGuid: 'sl', SlName: 'North' }]);
    await sublocationKind.set(api, { prId: 2 }, 'DELETE', [{ SlGuid: 'sl', SlName: 'North' }]);
    expect(seen.map((request) => request.body.data)).toEqual([{ PrID: '2', Sublocations: [{ SlGuid: 'sl', SlName: 'North' }] }, { PrID: '2', SlGuid: ['sl'] }]);
  });

  it('a cadastral customer DELETE names its record and its own id (rows without a GUID are keyed by CuID)', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, path('SetCadastralOvamCustomer'), writeAnswer({ tblCadastralOvamCustomers: [] })));
    const { api } = testClient();
    await cadastralCustomerKind.set(api, { prId: 2, caId: 7 }, 'DELETE', [{ CaID: 7, CuID: 9, CuCustomerName: 'X' }]);
    expect(seen[0]?.body.data).toEqual({ PrID: '2', CaID: 7, CuID: [9] });
  });

  it('SearchConcernedContacts pages 0 and 30 by default and succeeds only on Success', async () => {
    const seen: SeenRequest[] = [];
    server.use(answerPost(seen, path('SearchConcernedContacts'), (body) => (body.searchFilterCompanyName === 'bad'
      ? { ResultCode: 'Export_Succes', Contacts: [] }
      : { ResultCode: 'Success', Contacts: [{ CcGUID: 'cc', CcCompanyName: 'Acme' }] })));
    const { api } = testClient();
    expect(await searchConcernedContacts(api, { companyName: 'Ac' })).toEqual([{ CcGUID: 'cc', CcCompanyName: 'Acme' }]);
    expect(seen[0]?.body).toMatchObject({ searchFilterCompanyName: 'Ac', searchFilterContactPerson: '', pageIndex: 0, pageSize: 30 });
    await expect(searchConcernedContacts(api, { companyName: 'bad' })).rejects.toBeInstanceOf(ApiError);
  });
});
