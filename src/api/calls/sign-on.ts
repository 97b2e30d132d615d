import * as z from 'zod';
import type { Language } from '../../domain/language/language-codes';
import { toServerLanguage } from '../../domain/language/language-codes';
import { applicationCodes } from '../../domain/wire/application-codes';
import { unreadableAnswerError } from '../errors';
import type { ApiClient } from '../http';
import type { SignedInUser } from '../session';

/**
 * The sign-on callback's token variant (spec 02 section 2: 'a token with expiry, language, licence number
 * and username'), read from the URL fragment; null when the fragment carries no token.
 */
export function tokenAnswerFromFragment(hash: string): Record<string, unknown> | null {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  const token = fields.get('access_token');
  if (!token) return null;
  return {
    access_token: token,
    expires_in: Number(fields.get('expires_in')),
    token_type: fields.get('token_type') ?? 'Bearer',
    language: fields.get('language') ?? undefined,
    licensenumber: fields.get('licensenumber') ?? undefined,
    name: fields.get('name') ?? undefined,
    username: fields.get('username') ?? undefined,
  };
}

const licenceSchema = z.looseObject({ Licensenumber: z.number(), Name: z.string() });

/** One licence a sign-on reaches, for the choice at /connect-azure. */
export type SignOnLicence = z.infer<typeof licenceSchema>;

/** GetLicensesByAzureJwt (spec 02 section 7): the licences the signed-on identity reaches. */
export async function licencesOfTicket(api: ApiClient, ticket: string): Promise<SignOnLicence[]> {
  const answer = await api.postPublic('GetLicensesByAzureJwt', '/oauth/GetLicensesByAzureJwt', { AzureJwt: ticket });
  const parsed = z.looseObject({ Licenses: z.array(licenceSchema) }).safeParse(answer);
  if (!parsed.success) throw unreadableAnswerError('GetLicensesByAzureJwt', 'Licenses', z.prettifyError(parsed.error));
  return parsed.data.Licenses;
}

/** GetSingleClassicTokenByAzureJwt (spec 02 section 7): signs in with the licence and language the user picked. */
export async function signInWithTicket(api: ApiClient, ticket: string, choice: { licenceNumber: number; language: Language; clientId: string }): Promise<SignedInUser> {
  const answer = await api.postPublic('GetSingleClassicTokenByAzureJwt', '/oauth/GetSingleClassicTokenByAzureJwt', {
    AzureJwt: ticket, ApplicationCode: applicationCodes.web, Language: toServerLanguage(choice.language), Licensenumber: choice.licenceNumber, ClientId: choice.clientId,
  });
  return api.adoptTokenAnswer('GetSingleClassicTokenByAzureJwt', answer);
}

/** GenerateAndSavePincodeAsPassword from a PIN redirect (spec 02 section 2): the id_token names the user, no session needed. */
export async function generatePincodeWithIdToken(api: ApiClient, idToken: string): Promise<{ pin: string; expiresAt: string }> {
  const answer = await api.postPublic('GenerateAndSavePincodeAsPassword', '/oauth/GenerateAndSavePincodeAsPassword', { AzureJwt: idToken });
  const parsed = z.looseObject({ Pincode: z.string().min(1), ExpiresAt: z.string() }).safeParse(answer);
  if (!parsed.success) throw unreadableAnswerError('GenerateAndSavePincodeAsPassword', 'Pincode', z.prettifyError(parsed.error));
  return { pin: parsed.data.Pincode, expiresAt: parsed.data.ExpiresAt };
}
