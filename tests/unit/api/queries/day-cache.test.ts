import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindApiClient } from '../../../../src/api/queries/api-binding';
import { endOfDay, msUntilEndOfDay } from '../../../../src/api/queries/day-cache';
import { codeListQueries, templateQueries } from '../../../../src/api/queries/reference-queries';
import { answerPost, demoUser, testClient, useMswServer } from '../msw-harness';
import type { SeenRequest } from '../msw-harness';

const server = useMswServer();
const morning = new Date(2026, 10, 22, 9, 30, 0).getTime();

describe('the end of the calendar day', () => {
  it('is the next local midnight', () => {
    expect(endOfDay(morning)).toBe(new Date(2026, 10, 23, 0, 0, 0).getTime());
    expect(msUntilEndOfDay(morning)).toBe(14.5 * 3_600_000);
    expect(endOfDay(new Date(2026, 11, 31, 23, 59, 59).getTime())).toBe(new Date(2027, 0, 1).getTime());
  });
});

describe('code lists and templates are cached for the calendar day (spec 01 section 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(morning);
  });
  afterEach(() => vi.useRealTimers());

  function setUp() {
    const seen: SeenRequest[] = [];
    server.use(
      answerPost(seen, '/ITWDataRestService_V1_0/GetCodeListByCategoryIDOrCode', { ResultCode: 'Export_Succes', Codes: { tblGeneralCodes: [{ GcCode: 'EPSG:28992' }] } }),
      answerPost(seen, '/ITWDataRestService_V1_0/GetTemplatesData', { ResultCode: 'TiComponentsCode_Succes', Result: { templates: [] } }),
    );
    const never = Number.MAX_SAFE_INTEGER;
    const { api } = testClient({ user: demoUser(morning, { expiresAt: never, refreshAt: never }) });
    const client = new QueryClient();
    bindApiClient(client, api);
    return { seen, client };
  }

  it('fetches a category once per language and day; the staleTime ends at midnight', async () => {
    const { seen, client } = setUp();
    await client.fetchQuery(codeListQueries.category(37, 'nl'));
    vi.setSystemTime(new Date(2026, 10, 22, 23, 59, 59).getTime());
    await client.fetchQuery(codeListQueries.category(37, 'nl'));
    expect(seen).toHaveLength(1);

    await client.fetchQuery(codeListQueries.category(37, 'en'));
    await client.fetchQuery(codeListQueries.category(85, 'nl'));
    expect(seen.map((request) => [request.body.LanguageCode, (request.body.Parameters as { CategoryID: number }).CategoryID])).toEqual([
      ['nld', 37], ['eng', 37], ['nld', 85],
    ]);

    vi.setSystemTime(new Date(2026, 10, 23, 0, 0, 1).getTime());
    await client.fetchQuery(codeListQueries.category(37, 'nl'));
    expect(seen).toHaveLength(4);
  });

  it('keeps unused entries until midnight (gcTime)', () => {
    expect(codeListQueries.category(37, 'nl').gcTime).toBe(14.5 * 3_600_000);
    expect(templateQueries.screen('Layer', 'nl').gcTime).toBe(14.5 * 3_600_000);
  });

  it('templates too: per screen, language and template, fresh until midnight', async () => {
    const { seen, client } = setUp();
    await client.fetchQuery(templateQueries.screen('Layer', 'nl'));
    await client.fetchQuery(templateQueries.screen('Layer', 'nl'));
    await client.fetchQuery(templateQueries.screen('Layer', 'nl', 3));
    expect(seen.map((request) => request.body.TemplateID ?? 'standard')).toEqual(['standard', 3]);
    vi.setSystemTime(new Date(2026, 10, 23, 8, 0, 0).getTime());
    await client.fetchQuery(templateQueries.screen('Layer', 'nl'));
    expect(seen).toHaveLength(3);
  });
});
