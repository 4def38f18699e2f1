import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Every file starts its own sandbox and gateway on port 0; files run in parallel safely.
    pool: 'forks',
  },
});
