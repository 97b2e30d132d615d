import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { prIdSchema } from '../../src/domain/entities/wire-types';
import { splitIds } from '../../src/domain/names/sample-names';
import { readSucceeded, writeSucceeded } from '../services/answers';
import { readPointWithChildren, readProjectPoints } from '../services/point-read-service';
import { deletePoints, savePoints } from '../services/point-write-service';
import { saveProjectTree } from '../services/project-tree-service';
import { sentVersions } from '../services/rows/sent-versions';
import { treeTables } from '../services/project-tree-tables';
import { guidOrGuidsSchema, readBody, wireRowsSchema, writeActionSchema, writeBody } from './envelopes';
import { registerCall } from './register-call';

const setPointBody = writeBody(z.looseObject({ PrID: prIdSchema, MpGuid: z.string().max(100).nullish() }));

const setPointsBody = writeBody(z.object({
  PrID: prIdSchema,
  MeasurementPoints: wireRowsSchema.optional(),
  MpGuids: guidOrGuidsSchema.optional(),
  /** DELETE: GUID → the RowVersion the client loaded (spec 01 section 4). */
  RowVersions: z.unknown().optional(),
}));

/** Most points one GetMeasurementPointWithChilds reads; the copy dialog asks for at most 100 at a time. */
const maxPointsPerTreeRead = 500;

const pointWithChildrenBody = readBody.extend({
  Parameters: readBody.shape.Parameters.extend({
    // One GUID, or several separated by ';' (spec 01 section 4: copying a selection).
    MeasurementPointGuid: z.string().min(1).max(maxPointsPerTreeRead * 101)
      .refine((text) => splitIds(text).length <= maxPointsPerTreeRead, { error: `at most ${maxPointsPerTreeRead} GUIDs separated by ';'` }),
  }),
});

/** VeldData of SetProjectWithChilds: each tree table optional; other tables (tblProjects, metadata) are ignored. */
const velddataSchema = z.object(Object.fromEntries(treeTables.map(({ table }) => [table, wireRowsSchema.optional()])));

const treeBody = z.object({
  data: z.object({ PrID: prIdSchema, velddata: velddataSchema }),
  action: writeActionSchema.extract(['UPDATE']),
});

/**
 * The measurement point and project-tree calls of the data service (spec 01 section 7; issue
 * 'Data service', deliver 3 and 10): SetMeasurementPoint, SetMeasurementPoints, GetMeasurementPoints,
 * GetMeasurementPointWithChilds and SetProjectWithChilds.
 */
export async function registerPointCalls(app: FastifyInstance, prefix: `/${string}`): Promise<void> {
  registerCall(app, `${prefix}/SetMeasurementPoint`, setPointBody, async ({ body, caller, database }) => {
    const { PrID: prId, ...point } = body.data;
    const scope = { licenceId: caller.licenceId, prId };
    if (body.action !== 'DELETE') return writeSucceeded({ tblMeasurementPoints: await savePoints(database.db, scope, body.action, [point]) });
    return writeSucceeded({ tblMeasurementPoints: await deletePoints(database.db, scope, point.MpGuid ? [point.MpGuid] : [], sentVersions(point.RowVersions)) }, 'Deleted');
  });

  registerCall(app, `${prefix}/SetMeasurementPoints`, setPointsBody, async ({ body, caller, database }) => {
    const { PrID: prId, MeasurementPoints: points, MpGuids: guids } = body.data;
    const scope = { licenceId: caller.licenceId, prId };
    if (body.action === 'DELETE') {
      return writeSucceeded({ tblMeasurementPoints: await deletePoints(database.db, scope, guids ?? [], sentVersions(body.data.RowVersions)) }, 'Deleted');
    }
    return writeSucceeded({ tblMeasurementPoints: await savePoints(database.db, scope, body.action, points ?? []) });
  });

  registerCall(app, `${prefix}/GetMeasurementPoints`, readBody, ({ body, caller, database }) =>
    readProjectPoints(database.db, caller.licenceId, body.Parameters.ProjectID));

  registerCall(app, `${prefix}/GetMeasurementPointWithChilds`, pointWithChildrenBody, async ({ body, caller, database }) => {
    const { ProjectID: prId, MeasurementPointGuid: mpGuid } = body.Parameters;
    return readSucceeded(await readPointWithChildren(database.db, caller.licenceId, prId, mpGuid));
  });

  registerCall(app, `${prefix}/SetProjectWithChilds`, treeBody, async ({ body, caller, database }) =>
    writeSucceeded(await saveProjectTree(database.db, caller, body.data.PrID, body.data.velddata)));
}
