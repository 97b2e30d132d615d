import { generateDemoProject } from './seed/demo-project';
import type { DemoSeedContext } from './services/first-start';
import { seedProject } from './services/seed-project';

/**
 * The demo data written on first start, inside the transaction that created the demo licence and
 * user (issue 'Data service', deliver 5 and 6): the generated Amersfoort project of 300 points,
 * written through the project and project-tree services, pinned for the demo user.
 */
export async function seedDemoData(context: DemoSeedContext): Promise<void> {
  const seeded = await seedProject(context.db, context.licenceId, context.userId, generateDemoProject());
  context.log.info({ project: seeded.prId, points: seeded.points }, 'demo project seeded');
}
