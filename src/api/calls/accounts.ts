import * as z from 'zod';
import { licenceKinds } from '../../domain/auth/account-constants';
import type { LicenceKind } from '../../domain/auth/account-constants';
import type { Language } from '../../domain/language/language-codes';
import { resultCodes } from '../../domain/wire/result-codes';
import { unreadableAnswerError } from '../errors';
import type { ApiClient, CallOptions } from '../http';
import type { SignedInUser } from '../session';

/** What the browser learns before sign-in: single sign-on (spec 02 section 2) and the keep-alive interval (section 9). */
export interface ClientSettings {
  ssoEnabled: boolean;
  /** The provider's name for the button. */
  ssoName: string | null;
  /** The provider's client id, which GetSingleClassicTokenByAzureJwt names. */
  ssoClientId: string | null;
  keepAliveSeconds: number;
}

function parse<T>(callName: string, part: string, schema: z.ZodType<T>, answer: unknown): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw unreadableAnswerError(callName, part, z.prettifyError(parsed.error));
  return parsed.data;
}

/** /auth/settings: whether the login screen offers single sign-on, and how often to send keep-alives. */
export async function getClientSettings(api: ApiClient): Promise<ClientSettings> {
  const answer = await api.postPublic('ClientSettings', '/auth/settings', {});
  const schema = z.looseObject({ SsoEnabled: z.boolean(), SsoName: z.string().nullish(), SsoClientId: z.string().nullish(), KeepAliveSeconds: z.number().int().positive() });
  const parsed = parse('ClientSettings', 'SsoEnabled', schema, answer);
  return { ssoEnabled: parsed.SsoEnabled, ssoName: parsed.SsoName ?? null, ssoClientId: parsed.SsoClientId ?? null, keepAliveSeconds: parsed.KeepAliveSeconds };
}

/** ValidateInviteToken (spec 02 section 5): IsValid, false by default. */
export async function validateInviteToken(api: ApiClient, inviteToken: string): Promise<boolean> {
  const answer = await api.postPublic('ValidateInviteToken', '/oauth/ValidateInviteToken', { InviteToken: inviteToken });
  return answer.IsValid === true;
}

/** ConnectUserToAzureLogin: links the external sign-in (its ticket) to classic credentials and signs in. */
export async function connectWithCredentials(api: ApiClient, ticket: string, credentials: { username: string; password: string; licenceNumber: string }): Promise<SignedInUser> {
  const licence = credentials.licenceNumber.trim();
  const answer = await api.postPublic('ConnectUserToAzureLogin', '/oauth/ConnectUserToAzureLogin', {
    AzureJwt: ticket, Username: credentials.username, Password: credentials.password, ...(licence === '' ? {} : { Licensenumber: licence }),
  });
  return api.adoptTokenAnswer('ConnectUserToAzureLogin', answer);
}

/** ConnectUserToAzureLoginByInviteToken: links the external sign-in to an invited account and signs in. */
export async function connectWithInviteToken(api: ApiClient, ticket: string, inviteToken: string): Promise<SignedInUser> {
  const answer = await api.postPublic('ConnectUserToAzureLoginByInviteToken', '/oauth/ConnectUserToAzureLoginByInviteToken', { AzureJwt: ticket, InviteToken: inviteToken });
  return api.adoptTokenAnswer('ConnectUserToAzureLoginByInviteToken', answer);
}

const managedUserSchema = z.looseObject({
  UserName: z.string(),
  DisplayName: z.string(),
  Email: z.string().nullable(),
  Language: z.string(),
  Blocked: z.boolean(),
  Invited: z.boolean(),
  Linked: z.boolean(),
  SignedIn: z.boolean(),
  FeatureRights: z.array(z.string()),
  FunctionRights: z.array(z.string()),
});

const licenceSchema = z.looseObject({
  Licensenumber: z.number(),
  Name: z.string(),
  Kind: z.enum(licenceKinds),
  ApplicationCode: z.number().nullable(),
  MaxConcurrentUsers: z.number().nullable(),
  SignedInUsers: z.number(),
});

/** A user of the licence as user administration shows it. */
export type ManagedUser = z.infer<typeof managedUserSchema>;
/** The licence as user administration shows it. */
export type ManagedLicence = z.infer<typeof licenceSchema>;

const prefix = '/UserManagement/';
const succes = [resultCodes.rights] as const;

/** GetManagedUsers: the licence's users and the licence (application manager only). */
export async function getManagedUsers(api: ApiClient, options?: CallOptions): Promise<{ users: ManagedUser[]; licence: ManagedLicence }> {
  const answer = await api.post('GetManagedUsers', `${prefix}GetManagedUsers`, {}, succes, options);
  const parsed = parse('GetManagedUsers', 'Users', z.looseObject({ Users: z.array(managedUserSchema), Licence: licenceSchema }), answer);
  return { users: parsed.Users, licence: parsed.Licence };
}

/** The user administration calls that change something (spec 02 section 6), by name and body. */
export type UserAdminChange =
  | { call: 'InviteUser'; body: { Email: string; DisplayName: string; Language: Language } }
  | { call: 'ReinviteUser' | 'LogOffUser'; body: { UserName: string } }
  | { call: 'SetUserBlocked'; body: { UserName: string; Blocked: boolean } }
  | { call: 'SetUserRights'; body: { UserName: string; FeatureRights: string[]; FunctionRights: string[] } }
  | { call: 'UpdateLicence'; body: { Kind: LicenceKind; ApplicationCode: number | null; MaxConcurrentUsers: number | null } };

/** Sends one user administration change; success only on Succes. */
export async function changeUsers(api: ApiClient, change: UserAdminChange): Promise<void> {
  await api.post(change.call, `${prefix}${change.call}`, change.body, succes);
}

const logSchema = z.looseObject({
  at: z.string(), username: z.string(), kind: z.enum(['error', 'activity']), type: z.string(), message: z.string(), functionDescription: z.string().nullable(),
});

/** One front-end log entry as the manager reads it. */
export type FrontEndLogEntry = z.infer<typeof logSchema>;

/** GetFrontEndLogs: the licence's newest front-end log entries. */
export async function getFrontEndLogs(api: ApiClient, options?: CallOptions): Promise<FrontEndLogEntry[]> {
  const answer = await api.post('GetFrontEndLogs', `${prefix}GetFrontEndLogs`, { Limit: 100 }, succes, options);
  return parse('GetFrontEndLogs', 'Logs', z.looseObject({ Logs: z.array(logSchema) }), answer).Logs;
}

/** LogFrontEndError (spec 02 section 7): ErrorType (severity), ErrorMessage, FunctionDescription. */
export async function logFrontEndError(api: ApiClient, entry: { type: string; message: string; functionDescription: string }): Promise<void> {
  await api.post('LogFrontEndError', '/LoggingRestService/LogFrontEndError', {
    ErrorType: entry.type, ErrorMessage: entry.message.slice(0, 4000), FunctionDescription: entry.functionDescription.slice(0, 500),
  }, succes);
}

/** GenerateAndSavePincodeAsPassword (spec 02 section 7): a PIN for the mobile app or a geo server, and until when it works. */
export async function generatePincode(api: ApiClient): Promise<{ pin: string; expiresAt: string }> {
  const answer = await api.post('GenerateAndSavePincodeAsPassword', '/oauth/GenerateAndSavePincodeAsPassword', {}, succes);
  const parsed = parse('GenerateAndSavePincodeAsPassword', 'Pincode', z.looseObject({ Pincode: z.string().min(1), ExpiresAt: z.string() }), answer);
  return { pin: parsed.Pincode, expiresAt: parsed.ExpiresAt };
}

/** One news item (spec 02 section 7). */
export interface NewsItem {
  title: string;
  link: string;
  date: string;
}

/** GetNews: at most 5 items in the user's language or English; none when the feed is missing or unreachable. */
export async function getNews(api: ApiClient, options?: CallOptions): Promise<NewsItem[]> {
  const answer = await api.post('GetNews', '/News/GetNews', {}, succes, options);
  const items = parse('GetNews', 'Items', z.looseObject({ Items: z.array(z.looseObject({ Title: z.string(), Link: z.string(), Date: z.string() })) }), answer).Items;
  return items.map((item) => ({ title: item.Title, link: item.Link, date: item.Date }));
}

/** The satisfaction survey's marks (1–5) and remarks (spec 02 sections 2 and 3). */
export interface SurveyAnswer {
  supportsWork: number;
  rightFeatures: number;
  recommend: number;
  remarks: string;
}

/** SaveSurvey: stores one filled-in survey. */
export async function saveSurvey(api: ApiClient, survey: SurveyAnswer): Promise<void> {
  await api.post('SaveSurvey', '/Survey/SaveSurvey', {
    SupportsWork: survey.supportsWork, RightFeatures: survey.rightFeatures, Recommend: survey.recommend, Remarks: survey.remarks.trim(),
  }, succes);
}
