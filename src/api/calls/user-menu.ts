import * as z from 'zod';
import { resultCodes } from '../../domain/wire/result-codes';
import { fetchWithBearer } from '../bearer-fetch';
import { unreadableAnswerError } from '../errors';
import type { ApiClient, CallOptions } from '../http';

const count = z.number().int().min(0);

const statisticsSchema = z.looseObject({
  Licensenumber: z.number().int(), Projects: count, MeasurementPoints: count, Layers: count, Samples: count,
  AnalysisResults: count, ActiveUsers: count, MediaFiles: count, MediaBytes: count,
});

/** GetManagementStatistics: the counts of the caller's licence (spec 02 section 2, user menu). */
export type ManagementStatistics = z.output<typeof statisticsSchema>;

function parsed<T>(callName: string, schema: z.ZodType<T>, answer: unknown): T {
  const result = schema.safeParse(answer);
  if (!result.success) throw unreadableAnswerError(callName, 'Data', z.prettifyError(result.error));
  return result.data;
}

/** GetManagementStatistics; only the application manager may ask (others get the rights message). */
export async function getManagementStatistics(api: ApiClient, options?: CallOptions): Promise<ManagementStatistics> {
  const callName = 'GetManagementStatistics';
  const answer = await api.post(callName, `/ManagementRestService_V1_0/${callName}`, {}, [resultCodes.rights], options);
  return parsed(callName, statisticsSchema, answer);
}

/** A GET of the single sign-on service (spec 02 section 7: GET {sso}/UserManagement/…), which this server is itself. */
function getSso(api: ApiClient, callName: string, path: string, options?: CallOptions): Promise<unknown> {
  return fetchWithBearer(api, callName, path, {}, options);
}

const profileSchema = z.looseObject({
  Data: z.looseObject({
    Username: z.string(), DisplayName: z.string(), Email: z.string().nullable(), Language: z.string(),
    Licensenumber: z.number().int(), LicenceName: z.string(), LicenceKind: z.string(),
  }),
});

/** The signed-in user's profile (GET {sso}/UserManagement/user/profile). */
export type UserProfile = z.output<typeof profileSchema>['Data'];

export async function getUserProfile(api: ApiClient, options?: CallOptions): Promise<UserProfile> {
  const callName = 'UserProfile';
  return parsed(callName, profileSchema, await getSso(api, callName, '/UserManagement/user/profile', options)).Data;
}

const functionsSchema = z.looseObject({
  Data: z.array(z.looseObject({ Kind: z.string(), FunctionList: z.array(z.looseObject({ FunctionName: z.string() })) })),
});

/** The functions and feature words the user holds in a licence, per kind. */
export interface AuthorFunctions { kind: string; names: string[] }

/** GET {sso}/UserManagement/AuthorFunctions/{licence}?lang= (spec 02 section 7). */
export async function getAuthorFunctions(api: ApiClient, licenceNumber: number, language: string, options?: CallOptions): Promise<AuthorFunctions[]> {
  const callName = 'AuthorFunctions';
  const path = `/UserManagement/AuthorFunctions/${encodeURIComponent(String(licenceNumber))}?lang=${encodeURIComponent(language)}`;
  const answer = parsed(callName, functionsSchema, await getSso(api, callName, path, options));
  return answer.Data.map((item) => ({ kind: item.Kind, names: item.FunctionList.map((entry) => entry.FunctionName) }));
}

const categoriesSchema = z.looseObject({ Categories: z.array(z.number().int()) });

/** GetCodeListCategories: the ids of the code lists there are. */
export async function getCodeListCategories(api: ApiClient, options?: CallOptions): Promise<number[]> {
  const callName = 'GetCodeListCategories';
  const answer = await api.post(callName, `/ManagementRestService_V1_0/${callName}`, {}, [resultCodes.rights], options);
  return parsed(callName, categoriesSchema, answer).Categories;
}

const codeListSchema = z.looseObject({
  CanEdit: z.boolean(),
  Codes: z.array(z.looseObject({ GcCode: z.string(), GcOrder: z.number(), Active: z.boolean(), Standard: z.boolean(), UseCount: z.number().int().min(0) })),
});

/** One code of a licence's list with its descriptions per language (`Description_nl`, …) and its use count. */
export type CodeListCode = z.output<typeof codeListSchema>['Codes'][number];

/** GetCodeListEditor: one list's codes as the licence sees them (spec 01 section 3), and whether this user may change them. */
export async function getCodeList(api: ApiClient, categoryId: number, options?: CallOptions): Promise<z.output<typeof codeListSchema>> {
  const callName = 'GetCodeListEditor';
  const answer = await api.post(callName, `/ManagementRestService_V1_0/${callName}`, { CategoryID: categoryId }, [resultCodes.rights], options);
  return parsed(callName, codeListSchema, answer);
}

/** What SaveCodeList and SaveTemplateFields do with the rows they are sent. */
export type CodeListAction = 'INSERT' | 'UPDATE' | 'DELETE';

/**
 * SaveCodeList: the application manager's INSERT, UPDATE or DELETE of codes of one list, in one
 * transaction on the server (spec 01 sections 3 and 4). UPDATE and DELETE name each code by the
 * CodeKey it was loaded as and carry its RowVersion; a code in use is refused with its use count.
 * Answers the list as stored.
 */
export async function saveCodeList(api: ApiClient, categoryId: number, action: CodeListAction, codes: readonly Record<string, unknown>[], options?: CallOptions): Promise<z.output<typeof codeListSchema>> {
  const callName = 'SaveCodeList';
  const answer = await api.post(callName, `/ManagementRestService_V1_0/${callName}`, { CategoryID: categoryId, action, Codes: codes }, [resultCodes.rights], options);
  return parsed(callName, codeListSchema, answer);
}

const templateEditorSchema = z.looseObject({
  CanEdit: z.boolean(),
  Fields: z.array(z.looseObject({
    FieldKey: z.string(), FieldCode: z.string(), LabelKey: z.string(), EditorType: z.number().int(), Required: z.boolean(), Visible: z.boolean(),
    AllowMultiEdit: z.boolean(), FieldOrder: z.number(), Standard: z.boolean(), UseCount: z.number().int().min(0).nullable(), RowVersion: z.number().int(),
    ListCategory: z.number().int().nullable(), MaxLength: z.number().int().nullable(), RequiredOnInsert: z.boolean(),
  })),
});

/** One field of a screen's template as the licence has it, with its labels per language (`Label_nl`, …) and, for a field of its own, its use count. */
export type TemplateEditorField = z.output<typeof templateEditorSchema>['Fields'][number];

/** GetTemplateEditor: one screen's template as the licence has it (spec 01 section 3), and whether this user may change it. */
export async function getTemplateEditor(api: ApiClient, screenName: string, options?: CallOptions): Promise<z.output<typeof templateEditorSchema>> {
  const callName = 'GetTemplateEditor';
  const answer = await api.post(callName, `/ManagementRestService_V1_0/${callName}`, { ScreenName: screenName }, [resultCodes.rights], options);
  return parsed(callName, templateEditorSchema, answer);
}

/**
 * SaveTemplateFields: the application manager's INSERT, UPDATE or DELETE of fields of one screen's
 * template, in one transaction on the server (spec 01 sections 3 and 4). UPDATE and DELETE name each
 * field by the FieldKey it was loaded as and carry its RowVersion; a field that records hold values
 * for is refused with its use count. Answers the template as stored.
 */
export async function saveTemplateFields(api: ApiClient, screenName: string, action: CodeListAction, fields: readonly Record<string, unknown>[], options?: CallOptions): Promise<z.output<typeof templateEditorSchema>> {
  const callName = 'SaveTemplateFields';
  const answer = await api.post(callName, `/ManagementRestService_V1_0/${callName}`, { ScreenName: screenName, action, Fields: fields }, [resultCodes.rights], options);
  return parsed(callName, templateEditorSchema, answer);
}
