import type { DemoSeedContext } from './services/first-start';

/**
 * The demo data written on first start, inside the transaction that created the demo licence and
 * user (issue 'Data service', deliver 5 and 6). The demo project generator of server/seed plugs in
 * here once the entity tables exist; until then the demo account starts without projects.
 */
export async function seedDemoData(_context: DemoSeedContext): Promise<void> {}
