import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { suggestSamplesPath } from '../../src/domain/suggest/suggest-input';
import { suggestSettingsSchema } from '../../src/domain/suggest/suggest-settings';
import { suggestForCaller } from '../services/suggest/suggest-service';
import { registerCall } from './register-call';


/** A project's points, layers and jars as base64 JSON: 32 MiB holds some 80,000 jars. */
const suggestBodyLimit = 32 * 1024 * 1024;

const suggestBody = z.object({
  data: z.object({ settings: suggestSettingsSchema, inputContentBase64: z.string().min(1).max(suggestBodyLimit) }),
});

/** The algorithm service (spec 02 section 7): POST {data: {settings, inputContentBase64}}, answered with data. */
export async function algorithmRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, suggestSamplesPath, suggestBody, ({ body, caller, database }) =>
    suggestForCaller(database.db, caller, body.data.settings, body.data.inputContentBase64), { bodyLimit: suggestBodyLimit });
}
