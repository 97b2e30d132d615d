import { describe, expect, it } from 'vitest';
import { ConfigError, defaultBodyLimit, loadConfig } from '../../server/config';

describe('configuration from the environment (issue Data service, deliver 1)', () => {
  it('uses the defaults of the issue', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: undefined, bodyLimit: defaultBodyLimit, tokenTtl: 3600 });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.demo).toMatchObject({ username: 'demo', licenceNumber: 1000, passwordGenerated: true, seed: undefined });
    expect(config.demo.password.length).toBeGreaterThanOrEqual(16);
  });

  it('leaves room for 200 MB uploads by default', () => {
    expect(defaultBodyLimit).toBeGreaterThan(200 * 1024 * 1024);
  });

  it('draws a new demo password for every start without DEMO_PASSWORD', () => {
    expect(loadConfig({}).demo.password).not.toBe(loadConfig({}).demo.password);
  });

  it('reads every variable and treats empty ones as unset', () => {
    const config = loadConfig({
      PORT: '9000', HOST: '0.0.0.0', DATABASE_URL: 'postgres://u@h/db', BODY_LIMIT: '1048576', DEMO_USERNAME: 'demo2',
      DEMO_PASSWORD: 'long-enough', DEMO_LICENCE: '77', SEED_DEMO: '1', TOKEN_TTL: '120', DATA_DIR: '',
    });
    expect(config).toMatchObject({ port: 9000, host: '0.0.0.0', databaseUrl: 'postgres://u@h/db', bodyLimit: 1048576, tokenTtl: 120 });
    expect(config.demo).toEqual({ username: 'demo2', password: 'long-enough', passwordGenerated: false, licenceNumber: 77, seed: true });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT: .*; DATABASE_URL: must start with postgres:\/\//);
  });
});
