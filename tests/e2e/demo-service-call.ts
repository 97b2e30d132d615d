import { demoAccount } from './server-process';

/** The demo account's identity as the services' bodies carry it (spec 01 section 7, Authorisation). */
export const demoAuthorisation = { Username: demoAccount.username, Licensenumber: demoAccount.licenceNumber, ApplicationCode: 61, Language: 'nld' } as const;

/** Signs the demo account in over HTTP, from outside the browser, and answers its bearer token. */
export async function demoToken(serverUrl: string): Promise<string> {
  const login = await fetch(`${serverUrl}/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: demoAccount.username, Password: demoAccount.password, Licensenumber: demoAccount.licenceNumber }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

/**
 * A service call (e.g. '/ITWDataRestService_V1_0/SetLocationVisits') as the demo account makes it from outside the
 * browser — another user's change, another system's import, or a test reading what the server holds: the body
 * goes with the demo account's Authorisation. Answers the HTTP status and the parsed body.
 */
export async function demoServiceCall(serverUrl: string, path: string, body: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${serverUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await demoToken(serverUrl)}` },
    body: JSON.stringify({ Authorisation: demoAuthorisation, ...body }),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** The demo project's VeldData tables as a data-service read (`Get…` call, ExportFormat json) answers them. */
export async function demoVeldData<T = Record<string, unknown>>(serverUrl: string, call: string, projectId: number, parameters: Record<string, unknown> = {}): Promise<Record<string, T[]>> {
  const { body } = await demoServiceCall(serverUrl, `/ITWDataRestService_V1_0/${call}`, {
    LanguageCode: 'nld', WebserviceVersion: '1.0', TypeOfExport: 'VeldData',
    Parameters: { ExportFormat: 'json', ProjectID: String(projectId), ...parameters },
  });
  const files = body.Files as { FileContent: string }[] | undefined;
  return (JSON.parse(files?.[0]?.FileContent ?? '{}') as { VeldData?: Record<string, T[]> }).VeldData ?? {};
}
