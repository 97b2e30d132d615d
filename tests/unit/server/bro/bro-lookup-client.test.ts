import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroLookup } from '../../../../server/services/bro/bro-lookup-client';
import { checkBroId } from '../../../../src/domain/formats/bro/bro-id-check';
import { startBroStandIn, type BroStandIn } from './bro-stand-in';

describe('BRO ID check against a local stand-in of the public BRO API (spec 02 section 4)', () => {
  let standIn: BroStandIn;
  beforeAll(async () => {
    standIn = await startBroStandIn({ known: ['BHR000000336062'], renamed: { BHR000000111111: 'BHR000000347577' }, broken: ['BHR000000999999'] });
  });
  afterAll(async () => {
    await standIn.close();
  });

  it('match: the portal knows our BRO ID, so only a correction is allowed', async () => {
    const lookup = createBroLookup({ baseUrl: standIn.baseUrl });
    expect(await checkBroId('BHR-GT', 'BHR000000336062', lookup)).toEqual({ outcome: 'match', broId: 'BHR000000336062', allowed: ['correct'] });
    expect(standIn.requests).toContain('/sr/bhrgt/v2/objects/BHR000000336062');
  });

  it('mismatch: the portal answers with another BRO ID, which can be taken over', async () => {
    const lookup = createBroLookup({ baseUrl: `${standIn.baseUrl}/` });
    expect(await checkBroId('BHR-GT', 'BHR000000111111', lookup)).toMatchObject({ outcome: 'mismatch', localBroId: 'BHR000000111111', portalBroId: 'BHR000000347577' });
  });

  it('not found: only registration as a new record', async () => {
    expect(await checkBroId('GMW', 'GMW000000000001', createBroLookup({ baseUrl: standIn.baseUrl }))).toMatchObject({ outcome: 'notFound', allowed: ['register'] });
    expect(standIn.requests).toContain('/gm/gmw/v1/objects/GMW000000000001');
  });

  it('a failing portal or an unreachable address is a failed check, never a silent registration', async () => {
    expect(await checkBroId('BHR-GT', 'BHR000000999999', createBroLookup({ baseUrl: standIn.baseUrl }))).toMatchObject({ outcome: 'failed', reason: 'HTTP 503', allowed: [] });
    expect(await checkBroId('BHR-GT', 'BHR000000336062', createBroLookup({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }))).toMatchObject({ outcome: 'failed', allowed: [] });
  });
});
