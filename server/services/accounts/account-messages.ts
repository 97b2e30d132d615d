import { defineMessage } from '../../messages';

/** Login, invitation, licence and PIN messages (spec 02 sections 5, 6 and 8, 'Login'). */
export const accountMessages = {
  inviteInvalid: defineMessage('accounts.server.inviteInvalid', 'The invite token is invalid or has expired.'),
  linkUnknown: defineMessage('accounts.server.linkUnknown', 'Unknown or expired link. Sign in again.'),
  concurrentLimit: defineMessage('accounts.server.concurrentLimit', 'The maximum number of concurrent users for this licence has been reached.'),
  noLicence: defineMessage('accounts.server.noLicence', 'No licence found.'),
  otherApplication: defineMessage('accounts.server.otherApplication', 'This licence is linked to a different application.'),
  loginTokenFailed: defineMessage('accounts.server.loginTokenFailed', 'The login token could not be obtained. Try again.'),
  usernameNotUnique: defineMessage('accounts.server.usernameNotUnique', 'The username is not unique for this e-mail address.'),
  ssoNotConfigured: defineMessage('accounts.server.ssoNotConfigured', 'Single sign-on is not configured on this server.'),
  userNotFound: defineMessage('accounts.server.userNotFound', 'User {{user}} was not found in your licence.'),
  notYourself: defineMessage('accounts.server.notYourself', 'You cannot block or log off your own account.'),
  mailFailed: defineMessage('accounts.server.mailFailed', 'E-mail sending failed: {{reason}}'),
  tooManyLogs: defineMessage('accounts.server.tooManyLogs', 'Too many log entries; try again in {{seconds}} seconds.'),
} as const;
