import type { BroLookup, BroLookupAnswer } from '../../../src/domain/formats/bro/bro-id-check';
import type { BroObjectType } from '../../../src/domain/formats/bro/bro-objects';
import { findElement, parseXml, textAt } from '../../../src/domain/formats/shared/xml-read';

/** Where the public BRO API lives; BRO_API_URL overrides it (tests point it at a local stand-in). */
const DEFAULT_BRO_API_URL = 'https://publiek.broservices.nl';

/** Paths of a registration object's dispatch on the public REST API: `{base}/{path}/objects/{broId}`. */
const objectPaths: Readonly<Record<BroObjectType, string>> = {
  'BHR-GT': 'sr/bhrgt/v2',
  GMW: 'gm/gmw/v1',
  GAR: 'gm/gar/v1',
  SAD: 'sr/sad/v1',
};

/** How to reach the BRO: base URL, time-out, and the fetch to use (Node's own unless a test gives one). */
export interface BroLookupConfig {
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The lookup behind the BRO ID check of spec 02 section 4: asks the public BRO API for the object with
 * our BRO ID. 200 means the portal knows it (under the BRO ID its document names, which may differ from
 * ours: a mismatch), 404 that it does not; anything else, or no answer in time, is a failed lookup.
 */
export function createBroLookup(config: BroLookupConfig = {}): BroLookup {
  const baseUrl = (config.baseUrl ?? process.env.BRO_API_URL ?? DEFAULT_BRO_API_URL).replace(/\/+$/, '');
  const request = config.fetch ?? fetch;
  return async ({ objectType, broId }): Promise<BroLookupAnswer> => {
    const url = `${baseUrl}/${objectPaths[objectType]}/objects/${encodeURIComponent(broId)}`;
    let response: Response;
    try {
      response = await request(url, { headers: { accept: 'application/xml' }, signal: AbortSignal.timeout(config.timeoutMs ?? 10_000) });
    } catch (error) {
      return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
    }
    if (response.status === 404) return { status: 'notFound' };
    if (!response.ok) return { status: 'failed', reason: `HTTP ${response.status}` };
    try {
      const dispatched = textAt(findElement(parseXml(await response.text()), 'broId', 6));
      return { status: 'found', broId: dispatched ?? broId };
    } catch (error) {
      return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
    }
  };
}
