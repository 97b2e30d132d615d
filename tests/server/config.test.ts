import { describe, expect, it } from 'vitest';
import { ConfigError, defaultBulkBodyLimit, loadConfig } from '../../server/config';

describe('configuration from the environment (issue Data service, deliver 1)', () => {
  it('uses the defaults of the issue', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080, host: '127.0.0.1', databaseUrl: undefined, bodyLimit: defaultBulkBodyLimit,
      tokenTtl: 900, refreshTokenTtl: 12 * 3600, sessionLifetime: 12 * 3600, auditRetentionDays: 365,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.demo).toMatchObject({ username: 'demo', licenceNumber: 1000, passwordGenerated: true, seed: undefined });
    expect(config.demo.password.length).toBeGreaterThanOrEqual(16);
  });

  it('leaves room for a 10,000-point project tree with 100,000 layers (38 MB) in a bulk write by default', () => {
    expect(defaultBulkBodyLimit).toBe(64 * 1024 * 1024);
  });

  it('holds DEMO_PASSWORD to the password length rules (ASVS 2.1.1, 2.1.2)', () => {
    expect(() => loadConfig({ DEMO_PASSWORD: '12345678' })).toThrow(/DEMO_PASSWORD: must have at least 12 characters/);
    expect(() => loadConfig({ DEMO_PASSWORD: ' '.repeat(20) })).toThrow(/DEMO_PASSWORD: must have at least 12 characters/);
    expect(() => loadConfig({ DEMO_PASSWORD: 'x'.repeat(129) })).toThrow(/DEMO_PASSWORD: must have at most 128 characters/);
  });

  it('draws a new demo password for every start without DEMO_PASSWORD', () => {
    expect(loadConfig({}).demo.password).not.toBe(loadConfig({}).demo.password);
  });

  it('reads every variable and treats empty ones as unset', () => {
    const config = loadConfig({
      PORT: '9000', HOST: '0.0.0.0', DATABASE_URL: 'postgres://u@h/db', BODY_LIMIT: '1048576', DEMO_USERNAME: 'demo2',
      DEMO_PASSWORD: 'long-enough-now', DEMO_LICENCE: '77', SEED_DEMO: '1', TOKEN_TTL: '120', DATA_DIR: '',
    });
    expect(config).toMatchObject({ port: 9000, host: '0.0.0.0', databaseUrl: 'postgres://u@h/db', bodyLimit: 1048576, tokenTtl: 120 });
    expect(config.demo).toEqual({ username: 'demo2', password: 'long-enough-now', passwordGenerated: false, licenceNumber: 77, seed: true });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT: .*; DATABASE_URL: must start with postgres:\/\//);
  });
});
