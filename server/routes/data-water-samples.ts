import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { prIdSchema } from '../../src/domain/entities/wire-types';
import { readWaterSampleBottles, readWaterSamples } from '../services/water-samples/read-water-samples';
import { transferWaterSamples } from '../services/water-samples/transfer-water-samples';
import { checkSampleName } from '../services/water-samples/validate-sample-name';
import { writeBottles } from '../services/water-samples/write-bottles';
import { writeWaterSamples } from '../services/water-samples/write-water-samples';
import { guidOrGuidsSchema, readBody, wireRowsSchema, writeBody } from './envelopes';
import { dataServicePrefix } from './record-calls';
import { registerCall } from './register-call';

const guid = z.string().trim().min(1).max(100);
const optionalGuid = z.string().trim().max(100).nullish();

const setWaterSamplesBody = writeBody(z.looseObject({
  PrID: prIdSchema,
  MpGuid: guid,
  FtGuid: optionalGuid,
  WaterSamples: wireRowsSchema.optional(),
  Observations: wireRowsSchema.optional(),
  WsGuid: guidOrGuidsSchema.optional(),
}));

const transferBody = z.object({
  data: z.looseObject({
    projectId: prIdSchema,
    MpGuid: optionalGuid,
    FtGuid: optionalGuid,
    WaterSamples: wireRowsSchema.default([]),
  }),
  action: z.literal('UPDATE'),
});

const setBottlesBody = writeBody(z.looseObject({
  PrID: prIdSchema,
  MpGuid: guid,
  FtGuid: optionalGuid,
  WsGuid: guid,
  Bottles: wireRowsSchema.optional(),
  BoGuid: guidOrGuidsSchema.optional(),
}));

// A name longer than 50 is answered false, not refused: the limit is generous for that reason.
const validateNameBody = z.object({
  data: z.looseObject({ WaterSampleName: z.string().max(10000), PrID: prIdSchema, WSGuid: optionalGuid }),
});

/**
 * The data service's water and air sample calls (spec 01 section 7, spec 02 section 7): samples
 * with their observations, transfers, bottles, the name check and the reads.
 */
export async function waterSampleRoutes(app: FastifyInstance): Promise<void> {
  // The spec uses both spellings (spec 01 and spec 02 section 7): one handler serves both.
  for (const name of ['SetWaterSamples', 'setWaterSamples']) {
    registerCall(app, `${dataServicePrefix}/${name}`, setWaterSamplesBody, ({ body, caller, database }) =>
      writeWaterSamples(database.db, caller, body.action, body.data));
  }
  registerCall(app, `${dataServicePrefix}/transferWaterSamples`, transferBody, ({ body, caller, database }) =>
    transferWaterSamples(database.db, caller, body.data));
  registerCall(app, `${dataServicePrefix}/SetWaterSampleBottles`, setBottlesBody, ({ body, caller, database }) =>
    writeBottles(database.db, caller, body.action, body.data));
  registerCall(app, `${dataServicePrefix}/GetWaterSampleBottles`, readBody, ({ body, caller, database }) =>
    readWaterSampleBottles(database.db, caller, body.Parameters));
  registerCall(app, `${dataServicePrefix}/GetWaterSamples`, readBody, ({ body, caller, database }) =>
    readWaterSamples(database.db, caller, body.Parameters));
  registerCall(app, `${dataServicePrefix}/ValidateWaterSampleName`, validateNameBody, ({ body, caller, database }) =>
    checkSampleName(database.db, caller, body.data));
}
