import type { FastifyInstance } from 'fastify';
import { recordKindSpecs } from '../services/project-records/record-kinds';
import { registerRecordCalls } from './record-calls';

/**
 * The data service's cadastral (OVAM) calls (spec 01 section 7): records under a project, their
 * customers and Vlarem acts under a record (rows carry CaID).
 */
export async function cadastralRoutes(app: FastifyInstance): Promise<void> {
  registerRecordCalls(app, recordKindSpecs.cadastralOvam, { write: 'SetCadastralOvam', read: 'GetCadastralOvam' });
  registerRecordCalls(app, recordKindSpecs.cadastralOvamCustomer, { write: 'SetCadastralOvamCustomer', read: 'GetCadastralOvamCustomer' });
  registerRecordCalls(app, recordKindSpecs.cadastralOvamVlaremAct, { write: 'SetCadastralOvamVlaremAct', read: 'GetCadastralOvamVlaremAct' });
}
