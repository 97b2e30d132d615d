/**
 * Who makes a call, from the bearer token (issue 'Data service', deliver 5). Every service filters
 * by `licenceId`: no call reads or writes another licence's data.
 */
export interface Caller {
  userId: number;
  /** Lower-case user name. */
  username: string;
  /** Database id of the licence (what entity rows reference). */
  licenceId: number;
  /** The licence number as clients know it (Authorisation.Licensenumber). */
  licenceNumber: number;
  /** Interface language, 2-letter code. */
  language: string;
  /** The sign-in session the token belongs to (sign-out ends it). */
  sessionId: string;
}

/** User names compare without case and surrounding spaces: 'Demo ' signs in as 'demo'. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}
