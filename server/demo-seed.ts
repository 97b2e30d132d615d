import { generateDemoProject } from './seed/demo-project';
import type { DemoSeedContext } from './services/first-start';
import { seedDemoLab } from './services/seed-lab';
import { seedProject } from './services/seed-project';

/**
 * The demo data written on first start, inside the transaction that created the demo licence and
 * user (issue 'Data service', deliver 5 and 6): the generated Amersfoort project of 300 points,
 * written through the project and project-tree services, pinned for the demo user, with lab
 * assignments in every state (spec 02 section 4).
 */
export async function seedDemoData(context: DemoSeedContext): Promise<void> {
  const seeded = await seedProject(context.db, context.licenceId, context.userId, generateDemoProject());
  const lab = await seedDemoLab(context.db, seeded.prId);
  context.log.info({ project: seeded.prId, points: seeded.points, labAssignments: lab.assignments, analysisSamples: lab.samples }, 'demo project seeded');
}
