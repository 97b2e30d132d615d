import type { BroObjectType } from './bro-objects';
import type { BroAction } from './sad-validation-types';

/** What the BRO portal says about a BRO ID (the public BRO API, asked through an injected lookup). */
export type BroLookupAnswer =
  | { status: 'found'; broId: string }
  | { status: 'notFound' }
  | { status: 'failed'; reason: string };

/** Asks the portal about one BRO ID; injected so the domain stays free of I/O (the server's client, a test's stand-in). */
export type BroLookup = (request: { objectType: BroObjectType; broId: string }) => Promise<BroLookupAnswer>;

/**
 * The BRO ID check (spec 02 section 4): match means only correction is allowed; mismatch means the
 * portal's ID can be taken over (and the object then corrected); not found means only registration as
 * a new record. A failed lookup allows nothing until it is repeated.
 */
export type BroIdCheck =
  | { outcome: 'match'; broId: string; allowed: readonly BroAction[] }
  | { outcome: 'mismatch'; localBroId: string; portalBroId: string; allowed: readonly BroAction[] }
  | { outcome: 'notFound'; localBroId: string | null; allowed: readonly BroAction[] }
  | { outcome: 'failed'; reason: string; allowed: readonly BroAction[] };

/** Decides the check from the ID we hold and the portal's answer; pure, so every case is a table row in the tests. */
export function decideBroIdCheck(localBroId: string | null | undefined, answer: BroLookupAnswer | null): BroIdCheck {
  const local = localBroId?.trim() || null;
  if (local === null || answer === null) return { outcome: 'notFound', localBroId: local, allowed: ['register'] };
  if (answer.status === 'failed') return { outcome: 'failed', reason: answer.reason, allowed: [] };
  if (answer.status === 'notFound') return { outcome: 'notFound', localBroId: local, allowed: ['register'] };
  if (answer.broId.toUpperCase() === local.toUpperCase()) return { outcome: 'match', broId: answer.broId, allowed: ['correct'] };
  return { outcome: 'mismatch', localBroId: local, portalBroId: answer.broId, allowed: ['correct'] };
}

/**
 * Runs the check for one record: asks the portal only when we hold a BRO ID (without one the record has
 * never been registered, so registration is the only choice and nothing needs asking).
 */
export async function checkBroId(objectType: BroObjectType, localBroId: string | null | undefined, lookup: BroLookup): Promise<BroIdCheck> {
  const local = localBroId?.trim() || null;
  if (local === null) return decideBroIdCheck(null, null);
  try {
    return decideBroIdCheck(local, await lookup({ objectType, broId: local }));
  } catch (error) {
    return decideBroIdCheck(local, { status: 'failed', reason: error instanceof Error ? error.message : String(error) });
  }
}
