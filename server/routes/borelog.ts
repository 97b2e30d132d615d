import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { borelogTemplate, borelogTemplates } from '../../src/domain/borelog/borelog-templates';
import { prIdSchema } from '../../src/domain/entities/wire-types';
import { refusedReadCode, resultCodes } from '../../src/domain/wire/result-codes';
import { refused } from '../errors';
import { BorelogService, borelogOutputTypes } from '../services/borelog/borelog-service';
import { mediaMessages } from '../services/media/media-messages';
import { registerCall } from './register-call';

/** The borelog service's prefix (spec 02 section 7, 'Borelog service', '{hash}/'). */
const borelogPrefix = '/BorelogRestService_V1_0' as const;

const generateBody = z.object({
  BorelogParameters: z.object({
    Language: z.string().max(10).optional(),
    Layout: z.coerce.number().int().default(1),
    OutputType: z.enum(borelogOutputTypes).default('PNG'),
    PageNumber: z.number().int().min(1).optional(),
    Boreholes: z.array(z.object({ BoreHoleID: z.string().trim().min(1).max(100), ProjectID: prIdSchema })).min(1).max(20),
  }),
});

/**
 * GetTemplateNames, GetSpecificTemplate and GenerateBorelog (spec 02 section 7): the templates are the
 * layout variants of our own renderer; GenerateBorelog answers Borelogs with each image as base64.
 */
export async function borelogRoutes(app: FastifyInstance): Promise<void> {
  const service = new BorelogService();

  registerCall(app, `${borelogPrefix}/GetTemplateNames`, z.object({}), () =>
    Promise.resolve({ ResultCode: resultCodes.read, ResultMessage: '', Content: borelogTemplates.map((template) => ({ TemplateID: template.TemplateID, NameKey: template.NameKey })) }));

  registerCall(app, `${borelogPrefix}/GetSpecificTemplate`, z.object({ TemplateID: z.coerce.number().int(), ApplicationCode: z.unknown().optional() }), ({ body }) => {
    const template = borelogTemplate(body.TemplateID);
    if (!template) throw refused(refusedReadCode, mediaMessages.templateNotFound, { id: body.TemplateID });
    return Promise.resolve({ ResultCode: resultCodes.read, ResultMessage: '', Content: template });
  });

  registerCall(app, `${borelogPrefix}/GenerateBorelog`, generateBody, async ({ body, caller, database }) => {
    const parameters = body.BorelogParameters;
    const now = new Date();
    const borelogs = [];
    for (const borehole of parameters.Boreholes) {
      const log = await service.generate(database.db, caller, {
        prId: borehole.ProjectID, mpGuid: borehole.BoreHoleID, templateId: parameters.Layout, outputType: parameters.OutputType, language: parameters.Language,
      }, now);
      borelogs.push({ BoreHoleID: borehole.BoreHoleID, FileName: log.fileName, MediaType: log.mediaType, FileContent: log.content.toString('base64') });
    }
    return { ResultCode: resultCodes.read, ResultMessage: '', Borelogs: borelogs };
  });
}
