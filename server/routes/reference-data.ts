import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { languages } from '../../src/domain/language/language-codes';
import { templateMaxLengthLimit } from '../../src/domain/templates/template-field-rules';
import { numberMax } from '../../src/domain/validation/limits';
import { selectCategoryIds } from '../db/repositories/code-lists';
import { selectReferenceVersion } from '../db/repositories/licence-reference-data';
import { readCodeListEditor, saveCodeList } from '../services/reference-data/code-list-editor';
import { assertCanEditReferenceData } from '../services/reference-data/editor-access';
import { readTemplateEditor, saveTemplateFields } from '../services/reference-data/template-editor';
import type { TextsPerLanguage } from '../services/reference-data/texts-per-language';
import { readManagementStatistics } from '../services/management-statistics';
import { registerCall } from './register-call';

const prefix = '/ManagementRestService_V1_0';
const action = z.enum(['INSERT', 'UPDATE', 'DELETE']);
const categoryId = z.number().int().min(0).max(numberMax);
const text = z.string().trim().max(200);
const order = z.number().int().min(0).max(numberMax);
const rowVersion = z.number().int().min(0).optional();

/** Texts per language sent flat (`Description_nl`, `Label_en`, …), as the editors' grids hold them. */
function flatTexts(prefixOfField: string) {
  return Object.fromEntries(languages.map((language) => [`${prefixOfField}_${language}`, text.nullish()])) as Record<`${string}_${(typeof languages)[number]}`, z.ZodOptional<z.ZodNullable<typeof text>>>;
}

function textsOf(row: Record<string, unknown>, prefixOfField: string): TextsPerLanguage {
  const texts: TextsPerLanguage = {};
  for (const language of languages) {
    const value = row[`${prefixOfField}_${language}`];
    if (typeof value === 'string') texts[language] = value;
  }
  return texts;
}

const codeRow = z.object({
  CodeKey: z.string().trim().min(1).max(50).optional(),
  GcCode: z.string().trim().min(1).max(50).optional(),
  GcOrder: order.optional(),
  Active: z.boolean().optional(),
  RowVersion: rowVersion,
  ...flatTexts('Description'),
});
const saveCodesBody = z.object({ CategoryID: categoryId, action, Codes: z.array(codeRow).min(1).max(1000) }).refine(
  (body) => body.Codes.every((code) => (body.action === 'INSERT' ? code.GcCode !== undefined : code.CodeKey !== undefined)),
  { error: 'INSERT needs GcCode on every code; UPDATE and DELETE need CodeKey' },
);

const screenName = z.string().trim().min(1).max(100);
const fieldRow = z.object({
  FieldKey: z.string().trim().min(1).max(64).optional(),
  FieldCode: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_]{1,63}$/, { error: 'a letter, then letters, digits or _ (2 to 64)' }).optional(),
  EditorType: z.number().int().min(0).max(99).optional(),
  ListCategory: categoryId.nullable().optional(),
  Required: z.boolean().optional(),
  Visible: z.boolean().optional(),
  AllowMultiEdit: z.boolean().optional(),
  FieldOrder: order.optional(),
  MaxLength: z.number().int().min(1).max(templateMaxLengthLimit).nullable().optional(),
  RowVersion: rowVersion,
  ...flatTexts('Label'),
});
const saveFieldsBody = z.object({ ScreenName: screenName, action, Fields: z.array(fieldRow).min(1).max(500) }).refine(
  (body) => body.Fields.every((field) => (body.action === 'INSERT' ? field.FieldCode !== undefined : field.FieldKey !== undefined)),
  { error: 'INSERT needs FieldCode on every field; UPDATE and DELETE need FieldKey' },
);

const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

/**
 * The management application's code lists, field templates and statistics (spec 01 section 9,
 * spec 02 section 2 'User menu'), per licence: everyone reads them, the application manager
 * changes them; GetReferenceVersion tells a browser whether its day caches are stale.
 */
export async function referenceDataRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, `${prefix}/GetReferenceVersion`, z.object({}), async ({ caller, database }) => ({
    ResultCode: 'Succes', Version: await selectReferenceVersion(database.db, caller.licenceId),
  }));

  registerCall(app, `${prefix}/GetCodeListCategories`, z.object({}), async ({ database }) => ({
    ResultCode: 'Succes', Categories: await selectCategoryIds(database.db),
  }));

  registerCall(app, `${prefix}/GetCodeListEditor`, z.object({ CategoryID: categoryId }), async ({ body, caller, database }) =>
    readCodeListEditor(database.db, caller, body.CategoryID));

  registerCall(app, `${prefix}/SaveCodeList`, saveCodesBody, async ({ body, caller, database }) =>
    saveCodeList(database.db, caller, body.CategoryID, body.action, body.Codes.map((code) => defined({
      CodeKey: code.CodeKey, GcCode: code.GcCode, GcOrder: code.GcOrder, Active: code.Active, RowVersion: code.RowVersion,
      Descriptions: textsOf(code, 'Description'),
    }))));

  registerCall(app, `${prefix}/GetTemplateEditor`, z.object({ ScreenName: screenName }), async ({ body, caller, database }) =>
    readTemplateEditor(database.db, caller, body.ScreenName));

  registerCall(app, `${prefix}/SaveTemplateFields`, saveFieldsBody, async ({ body, caller, database }) =>
    saveTemplateFields(database.db, caller, body.ScreenName, body.action, body.Fields.map((field) => defined({
      FieldKey: field.FieldKey, FieldCode: field.FieldCode, EditorType: field.EditorType, ListCategory: field.ListCategory,
      Required: field.Required, Visible: field.Visible, AllowMultiEdit: field.AllowMultiEdit, FieldOrder: field.FieldOrder,
      MaxLength: field.MaxLength, RowVersion: field.RowVersion, Labels: textsOf(field, 'Label'),
    }))));

  registerCall(app, `${prefix}/GetManagementStatistics`, z.object({}), async ({ caller, database }) => {
    await assertCanEditReferenceData(database.db, caller);
    return readManagementStatistics(database.db, caller);
  });
}
