import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('configuration', () => {
  it('has sensible defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATABASE_PATH: './data/sproutplate.db',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      OPENAI_MODEL: 'gpt-4o-mini',
    });
    expect(config.COOKIE_SECURE).toBeUndefined();
    expect(config.OPENAI_API_KEY).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_PATH: '/tmp/x.db',
      COOKIE_SECURE: 'true',
      LOG_LEVEL: 'warn',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_MODEL: 'llama3.2',
    });
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', COOKIE_SECURE: true, LOG_LEVEL: 'warn' });
    expect(config.OPENAI_BASE_URL).toBe('http://127.0.0.1:11434/v1');
  });

  it('PUBLIC_ORIGIN is kept as an origin: no trailing slash', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://SproutPlate.example/' }).PUBLIC_ORIGIN).toBe(
      'https://sproutplate.example',
    );
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ COOKIE_SECURE: 'maybe' }, 'COOKIE_SECURE'],
    [{ OPENAI_BASE_URL: 'not a url' }, 'OPENAI_BASE_URL'],
    [{ PUBLIC_ORIGIN: 'sproutplate.example' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'ftp://sproutplate.example' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://sproutplate.example/app' }, 'PUBLIC_ORIGIN'],
  ])('stops on a bad value with one line naming the variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
  });
});
