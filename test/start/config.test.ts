import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, normaliseForgeUrl } from '../../src/start/config.js';

describe('configuration', () => {
  it('completes a forge root URL with /api/v1 and keeps a full API base', () => {
    expect(normaliseForgeUrl('https://gitea.example.com')).toBe('https://gitea.example.com/api/v1');
    expect(normaliseForgeUrl('https://gitea.example.com/')).toBe('https://gitea.example.com/api/v1');
    expect(normaliseForgeUrl('https://example.com/git/api/v1/')).toBe('https://example.com/git/api/v1');
    expect(normaliseForgeUrl('http://127.0.0.1:3000/git')).toBe('http://127.0.0.1:3000/git/api/v1');
  });

  it('refuses URLs that are not http(s), carry credentials or a query', () => {
    expect(() => normaliseForgeUrl('gitea.example.com')).toThrow(ConfigError);
    expect(() => normaliseForgeUrl('https://user:pass@example.com')).toThrow(/credentials/);
    expect(() => normaliseForgeUrl('https://example.com/?token=x')).toThrow(/query/);
  });

  it('reads defaults and rejects out-of-range numbers', () => {
    expect(configFromEnv({})).toMatchObject({ forgeUrl: undefined, port: 4000, maxPageSize: 100 });
    expect(() => configFromEnv({ PORT: '70000' })).toThrow(/PORT must be a whole number from 0 to 65535/);
    expect(() => configFromEnv({ MAX_PAGE_SIZE: '0' })).toThrow(/MAX_PAGE_SIZE/);
    expect(() => configFromEnv({ GRAPHIQL: 'maybe' })).toThrow(/GRAPHIQL must be true or false/);
  });

  it('leaves subgraph mode off unless FEDERATION switches it on', () => {
    expect(configFromEnv({}).federation).toBe(false);
    expect(configFromEnv({ FEDERATION: 'true' }).federation).toBe(true);
    expect(() => configFromEnv({ FEDERATION: 'subgraph' })).toThrow(/FEDERATION must be true or false/);
  });

  it('serves HTTPS only given a certificate and its key, and refuses one without the other', () => {
    expect(configFromEnv({}).tls).toBeUndefined();
    expect(configFromEnv({ TLS_CERT: 'cert.pem', TLS_KEY: 'key.pem' }).tls).toEqual({
      certFile: 'cert.pem',
      keyFile: 'key.pem',
    });
    expect(() => configFromEnv({ TLS_CERT: 'cert.pem' })).toThrow('TLS_CERT needs TLS_KEY');
    expect(() => configFromEnv({ TLS_KEY: 'key.pem' })).toThrow('TLS_KEY needs TLS_CERT');
  });
});
