import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { hasNoLicences } from '../../server/db/repositories/licences';
import { signIn } from '../../server/services/auth-service';
import { runFirstStart } from '../../server/services/first-start';
import type { DemoSeedContext } from '../../server/services/first-start';
import { describeOnPostgres, freshDatabase } from './harness';

/** A logger that keeps what was logged, to see the printed credentials. */
function recordingLogger(lines: string[]): FastifyBaseLogger {
  const record = (...args: unknown[]) => { lines.push(args.filter((arg) => typeof arg === 'string').join(' ')); };
  const logger = { info: record, warn: record, error: record, fatal: record, debug: record, trace: record, silent: record, level: 'info' };
  return { ...logger, child: () => logger } as unknown as FastifyBaseLogger;
}

const lifetimes = { tokenTtl: 60, refreshTokenTtl: 600, sessionLifetime: 3600, auditRetentionDays: 30, keepAliveSeconds: 30 };

describe('first start seeds the demo account (issue Data service, deliver 5)', () => {
  it('creates the demo licence and user on an empty SQLite database, prints the password once, and runs the seeder', async () => {
    const fresh = await freshDatabase('sqlite', { DEMO_USERNAME: 'Demo', DEMO_LICENCE: '1234' });
    try {
      const lines: string[] = [];
      const seeded: DemoSeedContext[] = [];
      const seeder = async (context: DemoSeedContext) => { seeded.push(context); };
      expect(await runFirstStart(fresh.database, fresh.config, recordingLogger(lines), seeder)).toBe(true);
      expect(seeded).toHaveLength(1);
      expect(seeded[0]?.dialect).toBe('sqlite');
      const password = fresh.config.demo.password;
      expect(lines.filter((line) => line.includes(password))).toHaveLength(1);
      expect(lines[0]).toContain('licence 1234, user name demo');
      const signedIn = await signIn(fresh.database.db, { username: 'demo', password, address: '127.0.0.1' }, lifetimes);
      expect(signedIn.answer.licensenumber).toBe(1234);

      expect(await runFirstStart(fresh.database, fresh.config, recordingLogger(lines), seeder)).toBe(false);
      expect(lines.filter((line) => line.includes(password))).toHaveLength(1);
      expect(seeded).toHaveLength(1);
    } finally {
      await fresh.dispose();
    }
  });

  it('does not print a password that came from DEMO_PASSWORD', async () => {
    const fresh = await freshDatabase('sqlite', { DEMO_PASSWORD: 'chosen-password' });
    try {
      const lines: string[] = [];
      await runFirstStart(fresh.database, fresh.config, recordingLogger(lines), async () => undefined);
      expect(lines.join('\n')).not.toContain('chosen-password');
      expect(lines.join('\n')).toContain('DEMO_PASSWORD');
    } finally {
      await fresh.dispose();
    }
  });

  it('refuses to start with a DEMO_PASSWORD on the list of common passwords (ASVS 2.1.7), creating nothing', async () => {
    const fresh = await freshDatabase('sqlite', { DEMO_PASSWORD: 'password1234' });
    try {
      await expect(runFirstStart(fresh.database, fresh.config, recordingLogger([]), async () => undefined))
        .rejects.toThrow(/DEMO_PASSWORD does not meet the password rules: Password: This password is too common/);
      expect(await hasNoLicences(fresh.database.db)).toBe(true);
    } finally {
      await fresh.dispose();
    }
  });

  it('leaves nothing behind when the seeder fails', async () => {
    const fresh = await freshDatabase('sqlite');
    try {
      const failing = async () => { throw new Error('seed failed'); };
      await expect(runFirstStart(fresh.database, fresh.config, recordingLogger([]), failing)).rejects.toThrow('seed failed');
      expect(await hasNoLicences(fresh.database.db)).toBe(true);
    } finally {
      await fresh.dispose();
    }
  });

  it('does not seed when SEED_DEMO=0', async () => {
    const fresh = await freshDatabase('sqlite', { SEED_DEMO: '0' });
    try {
      expect(await runFirstStart(fresh.database, fresh.config, recordingLogger([]), async () => undefined)).toBe(false);
      expect(await hasNoLicences(fresh.database.db)).toBe(true);
    } finally {
      await fresh.dispose();
    }
  });

  describeOnPostgres(() => {
    it('seeds only with SEED_DEMO=1', async () => {
      const plain = await freshDatabase('postgres');
      const asked = await freshDatabase('postgres', { SEED_DEMO: '1' });
      try {
        expect(await runFirstStart(plain.database, plain.config, recordingLogger([]), async () => undefined)).toBe(false);
        expect(await hasNoLicences(plain.database.db)).toBe(true);
        expect(await runFirstStart(asked.database, asked.config, recordingLogger([]), async () => undefined)).toBe(true);
        expect(await hasNoLicences(asked.database.db)).toBe(false);
      } finally {
        await plain.dispose();
        await asked.dispose();
      }
    });
  });
});
