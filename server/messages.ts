/**
 * Catalogue messages: a translation key (also the stable error id clients switch on) with its
 * English text; the client translates the key with the same placeholders (CONVENTIONS rule 11).
 * Data-route authors define their own next to their service with `defineMessage`.
 */
export interface CatalogueMessage {
  key: string;
  /** English text with i18next placeholders, e.g. 'Unable to save layers. {{reason}}'. */
  text: string;
}

/** Values for a message's placeholders. */
export type MessageParams = Record<string, string | number>;

/** Declares a catalogue message (keys live under `server.`, or a feature's `<namespace>.server.`, in locales/). */
export function defineMessage(key: `server.${string}` | `importExport.server.${string}` | `accounts.server.${string}`, text: string): CatalogueMessage {
  return { key, text };
}

/** The English text with its placeholders filled; unknown placeholders stay visible. */
export function renderMessage(message: CatalogueMessage, params: MessageParams = {}): string {
  return message.text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Messages of the platform: requests, sign-in, rights and settings (spec 02 section 8). */
export const platformMessages = {
  malformedJson: defineMessage('server.request.malformedJson', 'The request body is not valid JSON.'),
  invalidBody: defineMessage('server.request.invalidBody', 'The request is not valid: {{details}}'),
  unsupportedMediaType: defineMessage('server.request.unsupportedMediaType', 'Send the request body as JSON (Content-Type: application/json).'),
  bodyTooLarge: defineMessage('server.request.bodyTooLarge', 'The request is larger than the limit of {{limit}}.'),
  tooDeep: defineMessage('server.request.tooDeep', 'The request nests more than {{max}} levels deep.'),
  unknownCall: defineMessage('server.request.unknownCall', 'Unknown call: {{method}} {{path}}.'),
  requestFailed: defineMessage('server.request.failed', 'The request could not be handled (HTTP {{status}}).'),
  internal: defineMessage('server.internal', 'Something went wrong on the server. Try again, or contact support if it keeps happening.'),
  tokenMissing: defineMessage('server.auth.tokenMissing', 'Sign in first: this call needs an access token.'),
  tokenInvalid: defineMessage('server.auth.tokenInvalid', 'The access token is not valid. Sign in again.'),
  tokenExpired: defineMessage('server.auth.tokenExpired', 'Your session has expired. Sign in again.'),
  refreshInvalid: defineMessage('server.auth.refreshInvalid', 'The session can no longer be renewed. Sign in again.'),
  invalidCredentials: defineMessage('server.auth.invalidCredentials', 'Invalid credentials.'),
  licenceRequired: defineMessage('server.auth.licenceRequired', 'This user name belongs to more than one licence: enter the licence number.'),
  accountBlocked: defineMessage('server.auth.accountBlocked', 'Your account has been blocked by your application manager.'),
  authorisationMismatch: defineMessage('server.auth.authorisationMismatch', 'The authorisation in the request does not match the signed-in user.'),
  tooManyAttempts: defineMessage('server.auth.tooManyAttempts', 'Too many sign-in attempts. Try again in {{seconds}} seconds.'),
  tooManyRefreshes: defineMessage('server.auth.tooManyRefreshes', 'Too many attempts to renew the session. Try again in {{seconds}} seconds.'),
  passwordRejected: defineMessage('server.auth.passwordRejected', 'The password does not meet the password rules.'),
  noRights: defineMessage('server.rights.notAllowed', 'You do not have the rights to use this functionality, contact the servicedesk or your application manager.'),
  settingTooLarge: defineMessage('server.settings.tooLarge', 'The setting is too large: at most {{max}} characters.'),
} as const;
