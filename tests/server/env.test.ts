import { describe, expect, it } from 'vitest';
import { EnvError, configWatchOn, parseEnv, parseTrustProxy } from '../../server/config/env.js';

describe('parseEnv', () => {
  it('applies the defaults', () => {
    expect(parseEnv({})).toEqual({ PORT: 8080, HOST: '127.0.0.1', DATA_DIR: './data', SITE_DIR: 'dist/site', RATE_LIMIT_MAX: 1200, PAYOUT_DELAY_SECONDS: 30, NODE_ENV: 'development', LOG_LEVEL: 'info' });
  });

  it('reads the sandbox payout delay here, and refuses one that is no number of seconds up to a day', () => {
    expect(parseEnv({ PAYOUT_DELAY_SECONDS: '0' })).toMatchObject({ PAYOUT_DELAY_SECONDS: 0 });
    expect(() => parseEnv({ PAYOUT_DELAY_SECONDS: 'thirty' })).toThrow(/PAYOUT_DELAY_SECONDS/);
    expect(() => parseEnv({ PAYOUT_DELAY_SECONDS: '86401' })).toThrow(/PAYOUT_DELAY_SECONDS/);
  });

  it('converts and keeps the given values, treating empty strings as unset', () => {
    const env = parseEnv({ PORT: '3000', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', NODE_ENV: 'production', TRUST_PROXY: 'loopback', LOG_LEVEL: '' });
    expect(env).toMatchObject({ PORT: 3000, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', NODE_ENV: 'production', TRUST_PROXY: 'loopback', LOG_LEVEL: 'info' });
  });

  it('reads the site directory and the per-IP request limit', () => {
    expect(parseEnv({ SITE_DIR: 'dist/e2e-8091', RATE_LIMIT_MAX: '100000' })).toMatchObject({ SITE_DIR: 'dist/e2e-8091', RATE_LIMIT_MAX: 100000 });
    expect(() => parseEnv({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX/);
  });

  it('refuses values outside the schema, naming each variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError);
    try {
      parseEnv({ PORT: '70000', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      const problems = (err as EnvError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/NODE_ENV/);
      expect(problems).toMatch(/DATABASE_URL/);
    }
  });
});

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback, fd00::/8', ['loopback', 'fd00::/8']],
  ])('reads %j as %j', (input, expected) => {
    expect(parseTrustProxy(input)).toEqual(expected);
  });

  it('refuses true, which would believe any X-Forwarded-For, and what is not a proxy address, at boot', () => {
    for (const value of ['true', 'TRUE', '10.0.0.0/33', 'proxy.example.com', 'loopback,nonsense']) {
      expect(() => parseTrustProxy(value), value).toThrow(EnvError);
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('configWatchOn', () => {
  it('reloads merchants/ and themes/ outside production, and in production only when CONFIG_WATCH=on', () => {
    expect(configWatchOn(parseEnv({}))).toBe(true);
    expect(configWatchOn(parseEnv({ NODE_ENV: 'test' }))).toBe(true);
    expect(configWatchOn(parseEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(configWatchOn(parseEnv({ NODE_ENV: 'production', CONFIG_WATCH: 'on' }))).toBe(true);
    expect(configWatchOn(parseEnv({ NODE_ENV: 'development', CONFIG_WATCH: 'off' }))).toBe(false);
    expect(() => parseEnv({ CONFIG_WATCH: 'yes' })).toThrow(EnvError);
  });
});
