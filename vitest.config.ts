import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CommonJS (`main`) and ESM (`module`) builds. Node, and so every dependency,
    // loads the CommonJS one; without this alias Vite would hand our own sources the ESM one, and
    // `instanceof GraphQLError` would fail across the two copies in tests but not in production.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Every file starts its own sandbox and gateway on port 0; files run in parallel safely.
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: { name: 'gateway', include: ['test/**/*.test.ts'], exclude: ['test/clients/**'] },
      },
      {
        extends: true,
        // Frontend client libraries in development mode, where they print their warnings.
        test: {
          name: 'clients',
          include: ['test/clients/**/*.test.ts'],
          execArgv: ['--conditions=development'],
        },
      },
    ],
  },
});
