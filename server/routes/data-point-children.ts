import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { prIdSchema } from '../../src/domain/entities/wire-types';
import { badRequest } from '../errors';
import { platformMessages } from '../messages';
import { finishingFamily, gaugingTubeFamily, layerFamily, soilSampleFamily } from '../services/point-children/child-family';
import type { ChildFamily } from '../services/point-children/child-family';
import { deleteChildRows } from '../services/point-children/delete-child-rows';
import { readChildRows } from '../services/point-children/read-child-rows';
import { gaugingTubesTiExport, readGaugingTubesXml } from '../services/point-children/gauging-tubes-ti';
import { saveChildRows } from '../services/point-children/save-child-rows';
import { sentVersions } from '../services/rows/sent-versions';
import { guidOrGuidsSchema, readBody, wireRowsSchema, writeBody } from './envelopes';
import { registerCall } from './register-call';

const prefix = '/ITWDataRestService_V1_0';

/** The part of `data` every call under a point shares; the family's own list is read by its name below. */
const pointChildData = z.looseObject({
  PrID: prIdSchema,
  /** The point the rows go to; rows may carry their own MpGuid instead (project-wide grids). */
  MpGuid: z.string().trim().min(1).max(100).optional(),
});

/** The calls of spec 01 section 7 for each family of rows under a measurement point. */
const calls: readonly { family: ChildFamily; write: string; read: string }[] = [
  { family: layerFamily, write: 'SetLayers', read: 'GetLayers' },
  { family: soilSampleFamily, write: 'SetSoilSamples', read: 'GetSoilSamples' },
  { family: gaugingTubeFamily, write: 'SetGaugingTubes', read: 'GetGaugingTubes' },
  { family: finishingFamily, write: 'SetFinishings', read: 'GetFinishings' },
];

/** The family's own field of `data` (e.g. Layers or DeleteLaGuid), checked at the edge: wrong or missing → 400. */
function familyField<Schema extends z.ZodType>(schema: Schema, data: Record<string, unknown>, field: string): z.output<Schema> {
  const parsed = schema.safeParse(data[field]);
  if (parsed.success) return parsed.data;
  const problem = parsed.error.issues[0];
  const path = ['data', field, ...(problem?.path ?? []).map(String)].join('.');
  throw badRequest(platformMessages.invalidBody, { details: `${path}: ${problem?.message ?? 'invalid'}` });
}

/**
 * SetLayers, SetSoilSamples, SetGaugingTubes, SetFinishings and their Get calls (spec 01 section 7):
 * `{data: {PrID, MpGuid, Layers | Jars | FilterTubes | Finishings}, action}`, DELETE with DeleteLaGuid,
 * JrGuid, FtGuid or FiGuid (a GUID or a list); reads with Parameters.ProjectID and, optionally,
 * MeasurementPointGuid (without it: the whole project); GetGaugingTubes with TypeOfExport
 * Export_TI_v1_0_0 answers XML.
 */
export async function pointChildrenRoutes(app: FastifyInstance): Promise<void> {
  for (const { family, write, read } of calls) {
    registerCall(app, `${prefix}/${write}`, writeBody(pointChildData), async ({ body, caller, database }) => {
      const { data, action } = body;
      if (action === 'DELETE') {
        const guids = familyField(guidOrGuidsSchema, data, family.deleteField);
        return deleteChildRows(database.db, caller.licenceId, family, { prId: data.PrID, mpGuid: data.MpGuid, guids, versions: sentVersions(data.RowVersions) });
      }
      const rows = familyField(wireRowsSchema, data, family.rowsField);
      return saveChildRows(database.db, caller.licenceId, family, { action, prId: data.PrID, mpGuid: data.MpGuid, rows });
    });

    registerCall(app, `${prefix}/${read}`, readBody, async ({ body, caller, database }) => {
      const request = { prId: body.Parameters.ProjectID, mpGuid: body.Parameters.MeasurementPointGuid || undefined };
      // Spec 01 section 7: GetGaugingTubes also answers as XML of tube ids and GUIDs.
      if (family === gaugingTubeFamily && body.TypeOfExport === gaugingTubesTiExport) return readGaugingTubesXml(database.db, caller.licenceId, request);
      return readChildRows(database.db, caller.licenceId, family, request);
    });
  }
}
