import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link of GetLink works: one hour. */
const linkLifetimeMs = 60 * 60 * 1000;

/** The path under which links serve files. */
export const mediaFilePath = '/MediaRestService_V1_0/file';

function signature(key: Buffer, meGuid: string, expires: number): string {
  return createHmac('sha256', key).update(`${meGuid}:${expires}`).digest('base64url');
}

/** A signed link to one media item (spec 02 section 7, GetLink), valid for linkLifetimeMs. */
export function signedLink(key: Buffer, meGuid: string, now: number): string {
  const expires = now + linkLifetimeMs;
  return `${mediaFilePath}/${meGuid}?expires=${expires}&sig=${signature(key, meGuid, expires)}`;
}

/** True when the link's signature is ours and it has not expired. */
export function isValidLink(key: Buffer, meGuid: string, expires: number, sig: string, now: number): boolean {
  if (!Number.isFinite(expires) || expires < now) return false;
  const expected = Buffer.from(signature(key, meGuid, expires));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
