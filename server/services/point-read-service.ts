import { splitIds } from '../../src/domain/names/sample-names';
import { refusedReadCode } from '../../src/domain/wire/result-codes';
import type { Executor } from '../db/executor';
import { selectEntityRows } from '../db/repositories/entity-rows';
import { selectEntityRowsJson, selectFileContentBytes } from '../db/repositories/entity-rows-json';
import { findPointIds, findProjectId } from '../db/repositories/scope';
import { refused } from '../errors';
import { readSucceededAsBytes, readSucceededFromJson } from './answers';
import type { ReadAnswer, VeldData } from './answers';
import { pointMessages, projectMessages } from './project-messages';

/**
 * GetMeasurementPoints (spec 01 section 7): every point of the licence's project, in MpID order; on SQLite as the
 * answer's bytes, written by the database (selectFileContentBytes).
 */
export async function readProjectPoints(db: Executor, licenceId: number, prId: number): Promise<ReadAnswer | Buffer> {
  if ((await findProjectId(db, licenceId, prId)) === undefined) throw refused(refusedReadCode, projectMessages.notFound);
  const scope = { column: 'PrID', values: [prId] };
  const bytes = await selectFileContentBytes(db, 'measurementPoint', scope, 'tblMeasurementPoints');
  return bytes ? readSucceededAsBytes(bytes) : readSucceededFromJson({ tblMeasurementPoints: await selectEntityRowsJson(db, 'measurementPoint', scope) });
}

/**
 * GetMeasurementPointWithChilds (spec 01 section 7): the point with its layers, jars, gauging tubes,
 * finishings, water and air samples, and the samples' bottles and observations. MeasurementPointGuid
 * may name several points separated by ';' (spec 01 section 4: copying a selection reads it in one
 * call); a GUID that is not a point of the project refuses the whole read.
 */
export async function readPointWithChildren(db: Executor, licenceId: number, prId: number, mpGuid: string): Promise<VeldData> {
  const guids = [...new Set(splitIds(mpGuid))];
  const found = await findPointIds(db, licenceId, prId, guids);
  if (guids.length === 0 || found.size < guids.length) throw refused(refusedReadCode, pointMessages.notFound);
  const mpIds = [...found.values()];
  const byPoint = { column: 'MpID', values: mpIds };
  const samples = await selectEntityRows(db, 'waterSample', byPoint);
  const bySample = { column: 'WsID', values: samples.map((sample) => Number(sample.WsID)) };
  return {
    tblMeasurementPoints: await selectEntityRows(db, 'measurementPoint', byPoint),
    tblLayers: await selectEntityRows(db, 'layer', byPoint),
    tblJars: await selectEntityRows(db, 'jar', byPoint),
    tblFilterTubes: await selectEntityRows(db, 'filterTube', byPoint),
    tblFinishings: await selectEntityRows(db, 'finishing', byPoint),
    tblWaterSamples: samples,
    tblBottles: await selectEntityRows(db, 'bottle', bySample),
    tblObservation: await selectEntityRows(db, 'observation', bySample),
  };
}
