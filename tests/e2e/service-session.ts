import type { SignInDetails } from './app-actions';

/** A user signed in over HTTP from outside the browser, e.g. another licence's manager preparing what a test reads. */
export interface ServiceSession {
  accessToken: string;
  /** A service call (e.g. '/UserManagement/InviteUser') with this user's Authorisation; answers the HTTP status and the parsed body. */
  call(path: string, body: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }>;
}

/** Signs `details` in through /auth/login (spec 02 section 7's token exchange) and answers the session. */
export async function serviceSession(serverUrl: string, details: SignInDetails): Promise<ServiceSession> {
  const login = await fetch(`${serverUrl}/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: details.username, Password: details.password, ...(details.licence === undefined ? {} : { Licensenumber: Number(details.licence) }) }),
  });
  if (login.status !== 200) throw new Error(`sign-in of ${details.username} refused: HTTP ${login.status} ${await login.text()}`);
  const answer = (await login.json()) as { access_token: string; licensenumber: number };
  const authorisation = { Username: details.username, Licensenumber: answer.licensenumber, ApplicationCode: 61, Language: 'nld' };
  return {
    accessToken: answer.access_token,
    async call(path, body) {
      const reply = await fetch(`${serverUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${answer.access_token}` },
        body: JSON.stringify({ Authorisation: authorisation, ...body }),
      });
      const text = await reply.text();
      return { status: reply.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    },
  };
}
