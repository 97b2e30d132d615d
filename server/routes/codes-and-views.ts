import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fromServerLanguage, isLanguage, languageFromLocale, toServerLanguage } from '../../src/domain/language/language-codes';
import type { ServerLanguageCode } from '../../src/domain/language/language-codes';
import { numberMax } from '../../src/domain/validation/limits';
import { badRequest } from '../errors';
import { platformMessages } from '../messages';
import { seedLanguages } from '../seed/code-list-types';
import { readCodeList, readTemplates } from '../services/code-list-service';
import { listOverviews, readOverview } from '../services/overview-service';
import { registerCall } from './register-call';

/** Lookups are small: a body over 64 kB is a mistake, answered 413 before it is read (issue 'Data service', deliver 7). */
const lookupBodyLimit = 64 * 1024;

/** A whole number as number or digits, within the server's 32-bit range (spec 01 section 5: at most 2147483647). */
const wholeNumber = (min: number) => z.union([
  z.number(),
  z.string().trim().regex(/^-?\d{1,12}$/, { error: 'expected a whole number' }).transform(Number),
]).pipe(z.number().int().min(min).max(numberMax));

/** LanguageCode: one of the six 3-letter codes (a 2-letter code is converted); empty means English (spec 01 section 1). */
const languageCode = z.string().trim().toLowerCase().max(10).transform((value, context): ServerLanguageCode => {
  if (value === '') return 'eng';
  const known = seedLanguages.find((language) => language === value);
  if (known) return known;
  if (isLanguage(value)) return toServerLanguage(value);
  context.issues.push({ code: 'custom', input: value, message: `expected one of ${seedLanguages.join(', ')}` });
  return z.NEVER;
});

const codeQuery = z.object({
  CategoryID: wholeNumber(0).nullish(),
  CodeID: z.union([z.string().trim().min(1).max(100), z.number().int().min(0).max(numberMax).transform(String)]).nullish(),
  LanguageCode: languageCode.optional(),
});

/** GetCodeListByCategoryIDOrCode: CategoryID and/or CodeID in Parameters (or data), LanguageCode beside them or at the top. */
const codeListBody = z.object({
  LanguageCode: languageCode.optional(),
  WebserviceVersion: z.string().max(10).optional(),
  Parameters: codeQuery.optional(),
  data: codeQuery.optional(),
});

/** GetTemplatesData: ScreenName, TemplateID and FieldCode, each optional (spec 01 section 7). TemplateID 0 means the standard one. */
const templatesBody = z.object({
  ScreenName: z.string().trim().min(1).max(100).nullish(),
  TemplateID: wholeNumber(0).nullish(),
  FieldCode: z.string().trim().min(1).max(100).nullish(),
  LanguageCode: languageCode.optional(),
});

/** GetQuerryResponse: Viewname and Param {ProjectID, MeasurementPointGuid?} (spec 01 section 7). */
const overviewBody = z.object({
  Viewname: z.string().trim().min(1).max(100),
  Param: z.object({
    ProjectID: wholeNumber(1),
    MeasurementPointGuid: z.string().trim().min(1).max(100).optional(),
  }),
});

/** Authorisation.Language as a 2-letter code, whether sent with 2 or 3 letters. */
const languageOfWire = (code: string) => { const lower = code.trim().toLowerCase(); return isLanguage(lower) ? lower : fromServerLanguage(lower); };

/** Code lists, field templates and the project overviews (spec 01 section 7, 'Other calls'). */
export async function codesAndViewsRoutes(app: FastifyInstance): Promise<void> {
  const lookup = { bodyLimit: lookupBodyLimit };

  registerCall(app, '/ITWDataRestService_V1_0/GetCodeListByCategoryIDOrCode', codeListBody, async ({ body, caller, database }) => {
    const categoryId = body.Parameters?.CategoryID ?? body.data?.CategoryID ?? undefined;
    const code = body.Parameters?.CodeID ?? body.data?.CodeID ?? undefined;
    if (categoryId === undefined && code === undefined) {
      throw badRequest(platformMessages.invalidBody, { details: 'Parameters: give CategoryID, CodeID or both' });
    }
    const language = body.Parameters?.LanguageCode ?? body.data?.LanguageCode ?? body.LanguageCode ?? 'eng';
    return readCodeList(database.db, { language, licenceId: caller.licenceId, ...(categoryId === undefined ? {} : { categoryId }), ...(code === undefined ? {} : { code }) });
  }, lookup);

  registerCall(app, '/ITWDataRestService_V1_0/GetTemplatesData', templatesBody, async ({ body, caller, authorisation, database }) => readTemplates(database.db, {
    licenceId: caller.licenceId,
    language: authorisation?.Language ? languageOfWire(authorisation.Language) : languageFromLocale(caller.language),
    ...(body.ScreenName ? { screenName: body.ScreenName } : {}),
    ...(body.TemplateID ? { templateId: body.TemplateID } : {}),
    ...(body.FieldCode ? { fieldCode: body.FieldCode } : {}),
  }), lookup);

  registerCall(app, '/ITWViewRestService_V1_0/GetOverviewQueries', z.object({}), async () => listOverviews(), lookup);

  registerCall(app, '/ITWViewRestService_V1_0/GetQuerryResponse', overviewBody, async ({ body, caller, database }) => readOverview(database.db, caller, {
    viewname: body.Viewname,
    prId: body.Param.ProjectID,
    ...(body.Param.MeasurementPointGuid === undefined ? {} : { mpGuid: body.Param.MeasurementPointGuid }),
  }), lookup);
}
