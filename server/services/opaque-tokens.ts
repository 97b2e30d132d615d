import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A new opaque bearer token: 32 random bytes, base64url (issue 'Data service', deliver 5). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 in hex, never the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new sign-in session id, shared by every token pair rotated from one login. */
export function newSessionId(): string {
  return randomUUID();
}
