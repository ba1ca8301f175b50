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

const api = (displayName) => ({
  ...common,
  displayName,
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/api', '<rootDir>/server/src'],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/tests/api/support/global-setup.ts',
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
