import type { FastifyInstance } from 'fastify';
import { recordKindSpecs } from '../services/project-records/record-kinds';
import { registerRecordCalls } from './record-calls';

/**
 * The data service's map calls (spec 02 section 2, 'Map': draw and delete contours; the spec shows
 * no call for them, so these follow its Set…/Get… pattern): a project's contours as rows with
 * GeoJSON geometry, on the generic record calls (licence scope, one transaction, RowVersion).
 */
export async function mapRoutes(app: FastifyInstance): Promise<void> {
  registerRecordCalls(app, recordKindSpecs.mapContour, { write: 'SetMapContours', read: 'GetMapContours' });
}
