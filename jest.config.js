// Plain JS on purpose: a jest.config.ts would need ts-node (toolchain notes).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  // ESM-only packages are compiled to CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(ky|jose|content-disposition|cookie)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/jest/style-stub.cjs' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'cjs', 'mjs'],
};

const browser = (displayName, roots, setup = []) => ({
  ...common,
  displayName,
  testEnvironment: '<rootDir>/tests/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/tests/jest/setup-dom.ts', ...setup],
  roots,
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
});

/**
 * The API files whose outcome can depend on the database engine: the driver and its result types,
 * named prepared statements (PostgreSQL) against one connection (PGlite), the change feed between
 * processes, where pictures are kept (a folder beside PGlite, a table in PostgreSQL), concurrency on
 * stock, pg_trgm search, migrations of an existing data folder, kill -9 durability and the health
 * answer. Every other file runs the same SQL through the same code on either engine.
 * `API_TEST_SCOPE=engine` runs only these (scripts/test-all.ts: on PGlite while PostgreSQL runs
 * every file; the end-to-end suite runs the whole store on PGlite).
 */
const engineSensitiveApiFiles = [
  'server/src/db/client.test.ts',
  'tests/api/cart.test.ts',
  'tests/api/cart-prepared.test.ts',
  'tests/api/checkout.test.ts',
  'tests/api/stock-holds.test.ts',
  'tests/api/cross-process-cache.test.ts',
  'tests/api/health.test.ts',
  'tests/api/kill-restart.test.ts',
  'tests/api/workers.test.ts',
  'tests/api/upload.test.ts',
  'tests/api/upload-everywhere.test.ts',
  'tests/api/review-photos.test.ts',
  'tests/api/search-ranking.test.ts',
  'tests/api/search-suggestions.test.ts',
  'tests/api/migration-*.test.ts',
];

const api = (displayName) => ({
  ...common,
  displayName,
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/api', '<rootDir>/server/src'],
  testMatch:
    process.env.API_TEST_SCOPE === 'engine'
      ? engineSensitiveApiFiles.map((file) => `<rootDir>/${file}`)
      : ['**/*.test.ts'],
  globalSetup: '<rootDir>/tests/api/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/api/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/tests/api/support/setup.ts'],
});

/** @type {import('jest').Config} */
export default {
  rootDir: '.',
  // Global on purpose: Jest ignores testTimeout inside a project. Several engineers' suites share two
  // cores, where a screen's first render under Jest can take tens of seconds; a test still ends as
  // soon as it is done. The API project sets its own, longer bound (tests/api/support/setup.ts).
  testTimeout: 120_000,
  projects: [
    browser('shared', ['<rootDir>/shared']),
    browser('shell', ['<rootDir>/shell/src']),
    browser('store-remote', ['<rootDir>/store-remote/src'], ['<rootDir>/store-remote/src/test/setup.ts']),
    browser('admin-remote', ['<rootDir>/admin-remote/src']),
    browser('contract', ['<rootDir>/tests/contract']),
    {
      ...common,
      displayName: 'lint',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/lint'],
      testMatch: ['**/*.test.ts'],
    },
    api('api'),
  ],
};
