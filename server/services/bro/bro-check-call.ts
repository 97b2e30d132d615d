import { z } from 'zod';
import { prIdSchema } from '../../../src/domain/entities/wire-types';
import { broObjectTypes, type BroObjectType } from '../../../src/domain/formats/bro/bro-objects';
import type { BroLookup } from '../../../src/domain/formats/bro/bro-id-check';
import { inTransaction, type Executor } from '../../db/executor';
import { readExportTree } from '../import-export/export-tree';
import type { ProjectViewer } from '../project-service';
import { checkPoints } from './bro-checks-service';

/** Parameters of the BroIdCheck call: the project, the BRO object, the chosen points and the BRO IDs the user typed. */
export const broCheckParametersSchema = z.object({
  ProjectID: prIdSchema,
  ObjectType: z.enum(Object.keys(broObjectTypes) as [BroObjectType, ...BroObjectType[]]),
  MeasurementPointGuids: z.array(z.string().min(1).max(100)).max(100_000).optional(),
  BroIds: z.array(z.object({ MpGuid: z.string().min(1).max(100), BroId: z.string().max(30) })).max(100_000).optional(),
});

/** One point's answer: its check's outcome, what it allows, and the portal's ID or the reason a lookup failed. */
export interface BroCheckAnswer {
  MpGuid: string;
  MpName: string | null;
  BroId: string | null;
  Outcome: 'match' | 'mismatch' | 'notFound' | 'failed';
  Allowed: readonly ('register' | 'correct')[];
  PortalBroId?: string;
  Reason?: string;
}

/**
 * The BRO ID check of the chosen points of a project (spec 02 section 4): the points are read in one
 * transaction, then each ID the user typed (else the point's own) is asked of the portal, outside it.
 * An unreachable portal is a 'failed' outcome per point with its reason: the wizard says so and allows
 * nothing for those points until the check is repeated.
 */
export async function checkProjectBroIds(db: Executor, viewer: ProjectViewer, parameters: z.output<typeof broCheckParametersSchema>, lookup: BroLookup): Promise<BroCheckAnswer[]> {
  const tree = await inTransaction(db, (trx) => readExportTree(trx, viewer, parameters.ProjectID, parameters.MeasurementPointGuids ?? []));
  const typed = new Map((parameters.BroIds ?? []).map((entry) => [entry.MpGuid.toLowerCase(), entry.BroId]));
  const checks = await checkPoints(tree.points.map((point) => point.point), parameters.ObjectType, lookup, typed);
  return checks.map(({ MpGuid, MpName, BroId, check }): BroCheckAnswer => {
    const base = { MpGuid, MpName, BroId, Outcome: check.outcome, Allowed: check.allowed };
    if (check.outcome === 'mismatch') return { ...base, PortalBroId: check.portalBroId };
    if (check.outcome === 'failed') return { ...base, Reason: check.reason };
    return base;
  });
}
