import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/executor';
import { insertEntityRows, selectEntityRows } from '../db/repositories/entity-rows';
import type { WireRow } from '../db/repositories/entity-rows';
import { selectRowsOfProject } from '../db/repositories/rows-of-project';
import { seedDemoResults } from './seed-lab-results';

/** One demo assignment: its fields, and the points whose jars make its analysis samples (one mixed sample a point). */
interface DemoAssignment {
  fields: WireRow;
  points: readonly string[];
}

const labEmail = 'orders@lab.example';

/**
 * The demo project's lab assignments, one in every state of spec 02 section 4: sent with the lab's
 * status and report number, sent with 'No lab status available yet', not sent with the mail
 * server's reason, saved, and soft-deleted. Points B006 and later are left free for new samples.
 */
const demoAssignments: readonly DemoAssignment[] = [
  { points: ['B001'], fields: { OrderNr: 'LAB-2026-001', Date: '2026-10-05T00:00:00', IsSent: true, LbSentDate: '2026-10-05T09:12:00', LabStatusCode: '5', LabReportNumber: 'R-2026-0412' } },
  { points: ['B008'], fields: { OrderNr: 'LAB-2026-002', Date: '2026-11-02T00:00:00', IsSent: true, LbSentDate: '2026-11-02T14:40:00' } },
  { points: ['B009'], fields: { OrderNr: 'LAB-2026-003', Date: '2026-11-16T00:00:00', IsSent: false, LbSendFailure: '550 5.1.1 Mailbox unavailable: orders@lab.example' } },
  { points: ['B011', 'B012'], fields: { OrderNr: 'LAB-2026-004', Date: '2026-11-20T00:00:00', IsSent: false } },
  { points: ['B015'], fields: { OrderNr: 'LAB-2026-000', Date: '2026-09-01T00:00:00', IsSent: false, LbDeleted: true } },
];

function span(jars: readonly WireRow[], field: 'JrFrom' | 'JrTo', pick: (a: number, b: number) => number): number | null {
  const values = jars.map((jar) => jar[field]).filter((value): value is number => typeof value === 'number');
  return values.length === 0 ? null : values.reduce((a, b) => pick(a, b));
}

/** Writes the demo lab records into project `prId` (after its points and jars), in the caller's transaction. */
export async function seedDemoLab(db: Executor, prId: number): Promise<{ assignments: number; samples: number }> {
  const points = await selectEntityRows(db, 'measurementPoint', { column: 'PrID', values: [prId] });
  const jars = await selectRowsOfProject(db, 'jar', prId);
  let samples = 0;
  for (const demo of demoAssignments) {
    const [assignment] = await insertEntityRows(db, 'labAssignment', [{
      LbGuid: randomUUID(), SikbLabCode: 'SGS', LbLabEmail: labEmail, UrgencyCode: 'N', ProjectLeader: 'Demo', LbDeleted: false, ...demo.fields,
    }], { PrID: prId });
    for (const name of demo.points) {
      const point = points.find((row) => row.MpName === name);
      const own = jars.filter((jar) => jar.MpID === point?.MpID);
      if (own.length === 0) continue;
      const [sample] = await insertEntityRows(db, 'analysisSample', [{
        Name: `MM ${name}`, MatrixCode: 'GR', Date: demo.fields.Date ?? null, From: span(own, 'JrFrom', Math.min), To: span(own, 'JrTo', Math.max),
        IsMixedFieldSample: own.length > 1,
      }], { PrID: prId, LbID: Number(assignment?.LbID) });
      await insertEntityRows(db, 'analysisSamplePart', own.map((jar) => ({ JrID: jar.JrID })), { AsID: Number(sample?.AsID) });
      // The lab's answer to the assignment that has a report number (spec 02 section 3, 'Analysis result').
      if (demo.fields.LabReportNumber) await seedDemoResults(db, Number(sample?.AsID), '2026-10-12T00:00:00');
      samples += 1;
    }
  }
  return { assignments: demoAssignments.length, samples };
}
