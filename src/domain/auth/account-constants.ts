/**
 * Constants of accounts and licences (spec 02 sections 3, 6 and 9), shared by browser and server.
 */

/** The browser sends a keep-alive this often while the user is active (spec 02 section 9: 30000 ms by default). */
export const keepAliveIntervalMs = 30_000;

/**
 * A session counts in the concurrent-user limit while its last keep-alive is younger than three
 * intervals, so one late signal does not free the seat. Our choice; the spec gives none.
 */
export function sessionActiveWindowMs(intervalSeconds: number): number {
  return 3 * intervalSeconds * 1000;
}

/** The browser counts as active (and sends keep-alives) for this long after the last key, click or scroll (our choice). */
export const userActiveForMs = 5 * 60_000;

/** A PIN for the mobile app or a geo server stays valid this long (spec 02 section 9: 2 weeks). */
export const pinValidityMs = 14 * 24 * 3600 * 1000;

/** An invitation stays valid this long; the spec gives no figure, a week is our choice. */
export const inviteValidityMs = 7 * 24 * 3600 * 1000;

/** A verified external sign-in waits this long at /connect-azure to be linked (our choice). */
export const linkTicketValidityMs = 15 * 60 * 1000;

/** Licence kinds (spec 02 section 6). */
export const licenceKinds = ['office', 'application'] as const;

/** An office licence or an application licence. */
export type LicenceKind = (typeof licenceKinds)[number];

/** The function right that opens user administration (spec 02 section 6: the application manager). */
export const userAdministrationFunction = 'UserAdministration';
