// The hardening settings read from the environment: defaults, every variable, and bad values.

import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../../src/server/limits/limits.js';
import { ConfigError, configFromEnv } from '../../../src/start/config.js';

describe('hardening configuration', () => {
  it('defaults to the documented limits, retries, breaker, switches and shutdown bound', () => {
    expect(configFromEnv({})).toMatchObject({
      limits: DEFAULT_LIMITS,
      upstreamRetries: 2,
      breaker: { threshold: 5, windowMs: 10_000, cooldownMs: 5_000 },
      introspection: true,
      metrics: true,
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
    });
    expect(DEFAULT_LIMITS).toEqual({
      maxDepth: 20,
      maxAliases: 50,
      maxTokens: 10_000,
      maxCost: 200,
      maxDirectives: 50,
      maxBodyBytes: 100_000,
      maxVariableDepth: 32,
      maxResponseBytes: 10_000_000,
      maxUploadBytes: 10_000_000,
      maxUploadFiles: 5,
      requestTimeoutMs: 30_000,
    });
  });

  it('reads every variable', () => {
    const config = configFromEnv({
      QUERY_MAX_DEPTH: '8',
      QUERY_MAX_ALIASES: '10',
      QUERY_MAX_TOKENS: '2000',
      QUERY_MAX_COST: '900',
      QUERY_MAX_DIRECTIVES: '5',
      MAX_BODY_BYTES: '20000',
      UPSTREAM_RETRIES: '0',
      BREAKER_THRESHOLD: '3',
      BREAKER_WINDOW_MS: '1000',
      BREAKER_COOLDOWN_MS: '250',
      INTROSPECTION: 'false',
      METRICS: 'off',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '2500',
    });
    expect(config).toMatchObject({
      limits: {
        maxDepth: 8,
        maxAliases: 10,
        maxTokens: 2000,
        maxCost: 900,
        maxDirectives: 5,
        maxBodyBytes: 20_000,
      },
      upstreamRetries: 0,
      breaker: { threshold: 3, windowMs: 1000, cooldownMs: 250 },
      introspection: false,
      metrics: false,
      logLevel: 'warn',
      shutdownTimeoutMs: 2500,
    });
  });

  it('switches the breaker off with BREAKER_THRESHOLD=0 and logs nothing under vitest unless told', () => {
    expect(configFromEnv({ BREAKER_THRESHOLD: '0' }).breaker).toBe(false);
    expect(configFromEnv({ VITEST: 'true' }).logLevel).toBe('silent');
    expect(configFromEnv({ VITEST: 'true', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('refuses bad values with one line naming the variable', () => {
    expect(() => configFromEnv({ QUERY_MAX_DEPTH: '0' })).toThrow(
      /QUERY_MAX_DEPTH must be a whole number from 1/,
    );
    expect(() => configFromEnv({ UPSTREAM_RETRIES: '11' })).toThrow(
      /UPSTREAM_RETRIES must be a whole number from 0 to 10/,
    );
    expect(() => configFromEnv({ LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => configFromEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of fatal, error, warn/);
    expect(() => configFromEnv({ INTROSPECTION: 'sometimes' })).toThrow(
      /INTROSPECTION must be true or false/,
    );
  });
});
