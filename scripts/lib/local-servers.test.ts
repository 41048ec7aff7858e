import { afterEach, describe, expect, it } from 'vitest';
import { devServerEnv } from './local-servers.ts';

describe('the dev server started for the bench and the tests', () => {
  const before = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = before;
  });

  it('runs in development even when its caller has built for production (NODE_ENV=production)', () => {
    // What `vite build` leaves in the process that ran it.
    process.env.NODE_ENV = 'production';
    const env = { ...process.env, ...devServerEnv({ apiUrl: 'http://127.0.0.1:1' }, undefined) };
    expect(env.NODE_ENV).toBe('development');
    expect(env.JIGAP_API_URL).toBe('http://127.0.0.1:1');
  });

  it('gives a dev server without a reference server one of its own on a new database, with the catalogue asked for', () => {
    const env = devServerEnv({ certificatesDir: '/tmp/certs' }, '/tmp/data');
    expect(env).toEqual({ JIGAP_DB: '/tmp/data/jigap.db', JIGAP_SIM_LATENCY_MS: '300', JIGAP_CERTIFICATES_DIR: '/tmp/certs', NODE_ENV: 'development' });
  });
});
