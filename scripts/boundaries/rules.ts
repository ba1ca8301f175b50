/**
 * The boundaries between rooms (docs/architecture.md §1), as one table: the folder scopes, and each
 * restriction once, with its forbidden imports, its message and the scopes it applies in.
 * `npm run lint:boundaries` writes the `overrides` of biome.jsonc from it (see biome-overrides.ts);
 * tests/lint/biome-config.test.ts fails when biome.jsonc is stale, and tests/lint/boundaries.test.ts
 * lints a forbidden import in every scope and expects each message below.
 */

/**
 * The folder scopes, from the widest to the narrowest. Biome gives a file the rule options of the
 * LAST override that matches it (options replace, they do not add up), so the generator repeats in
 * each scope every restriction that applies there, and a narrower scope comes after a wider one.
 */
export const SCOPES = [
  {
    name: 'everywhere',
    comment: 'Everything not in a room below (scripts, tests/, configs).',
    includes: ['**'],
  },
  { name: 'shared', comment: 'Shared packages (product code).', includes: ['shared/**'] },
  {
    name: 'sharedRouter',
    comment: 'The router facade is the one place that imports react-router.',
    includes: ['shared/router/**'],
  },
  {
    name: 'sharedUi',
    comment: 'The design system is the one place that imports sonner (the lazy toast facade).',
    includes: ['shared/ui/**'],
  },
  {
    name: 'sharedTests',
    comment: "Shared packages' tests, and the test kit (@store/test-support) itself.",
    includes: ['shared/**/*.test.ts', 'shared/**/*.test.tsx', 'shared/test-support/**'],
  },
  { name: 'shell', comment: 'The shell (product code).', includes: ['shell/**'] },
  {
    name: 'shellTests',
    comment: "The shell's tests.",
    includes: ['shell/**/*.test.ts', 'shell/**/*.test.tsx'],
  },
  ...remoteScopes('store'),
  ...remoteScopes('admin'),
  { name: 'server', comment: 'The server (product code).', includes: ['server/**'] },
  {
    name: 'serverModules',
    comment: "The server's modules (product code): one flat folder each under src/modules/.",
    includes: ['server/src/modules/*/**'],
  },
  {
    name: 'serverTests',
    comment: "The server's tests.",
    includes: ['server/**/*.test.ts', 'server/**/*.test.tsx'],
  },
] as const satisfies readonly Scope[];

export interface Scope {
  name: string;
  comment: string;
  /** Biome globs of the files in the scope. */
  includes: readonly string[];
}

export type ScopeName = (typeof SCOPES)[number]['name'];

/** A remote's four scopes: its product code, its tests and test helpers, its features, their tests. */
function remoteScopes<R extends 'store' | 'admin'>(short: R) {
  const remote = `${short}-remote`;
  return [
    { name: short, comment: `${remote} (product code).`, includes: [`${remote}/**`] },
    {
      name: `${short}Tests`,
      comment: `${remote}'s tests and its test helpers (src/test/).`,
      includes: [`${remote}/**/*.test.ts`, `${remote}/**/*.test.tsx`, `${remote}/src/test/**`],
    },
    {
      name: `${short}Features`,
      comment: `${remote}'s features (product code): one flat folder each under src/features/.`,
      includes: [`${remote}/src/features/*/**`],
    },
    {
      name: `${short}FeatureTests`,
      comment: `${remote}'s features' tests.`,
      includes: [`${remote}/src/features/*/**/*.test.ts`, `${remote}/src/features/*/**/*.test.tsx`],
    },
  ] as const;
}

/** One restriction: the imports it forbids, the message Biome prints, and where it applies. */
export interface Restriction {
  /**
   * `modules`: exact module names (Biome's `paths`). `patterns`: gitignore-style globs of import
   * specifiers, relative ones written from the importing file ("../**" climbs), "!" allowing back.
   */
  forbids: { modules: readonly string[] } | { patterns: readonly string[] };
  message: string;
  in: readonly ScopeName[];
}

// The messages, each written once (the proof test expects them word for word).
export const ROUTER =
  'Import routing from @store/router: it is the one shared router instance (see shared/router/src/index.ts).';
export const SONNER =
  'Import toast and Toaster from @store/ui: it fetches sonner with the first toast, not with the page (see shared/ui/src/toast.tsx).';
export const SHARED_TO_APPS =
  'Shared packages sit below the apps: shared/* cannot import a remote, the shell or the server. Move what both need into shared/*.';
export const SHELL_TO_REMOTE =
  'The shell knows the remotes only by federated name (store/App, admin/App), so that each remote deploys without a shell rebuild: shell/ cannot import store-remote or admin-remote.';
export const otherRemote = (me: string, other: string, federated: string) =>
  `Remotes are deployed on their own: ${me} cannot import ${other} (nor ${federated}/App). Share code through shared/*.`;
export const remoteToShell = (me: string) =>
  `Remotes are deployed on their own: ${me} cannot import the shell, which loads the remotes at run time (not the other way round). Share code through shared/*.`;
export const browserToServer = (me: string) =>
  `The browser reaches the server only through the API: ${me} cannot import server/. Call it with @store/api; share types through @store/contracts.`;
export const SERVER_PACKAGES =
  'The server is built and deployed on its own: of our packages it imports only @store/contracts (the request and response schemas), never @store/api, @store/state, @store/ui or @store/router.';
export const SERVER_PATHS =
  'The server is built and deployed on its own: it cannot import files of shared/, shell/ or the remotes by relative path. Import @store/contracts by its package name.';
export const FEATURE_INDEX =
  "A feature reaches a sibling feature only through its index.ts: import '../catalog/index.ts', not a file inside ../catalog/. Export what the sibling needs from its index.";
export const MODULE_INDEX =
  "A server module reaches another module only through its index.ts: import '../inventory/index.ts', not a file inside ../inventory/. Export what the other module needs from its index.";
export const TEST_HELPERS_IN_PRODUCT =
  'Product code cannot import test helpers (@store/test-support, src/test/, tests/): they are for *.test.ts(x) files only.';
export const TESTS_CLIMB =
  'Tests take shared helpers from @store/test-support (shared/test-support), not by climbing out of their package into tests/.';

// What the restrictions forbid, by room.
const filesOf = (folder: string) => [
  `../**/${folder}`,
  `../**/${folder}/**`,
  `@store/${folder}`,
  `@store/${folder}/**`,
];
const SHELL_FILES = ['../**/shell/src/**', '../**/shell/public/**', '@store/shell', '@store/shell/**'];
const SERVER_FILES = ['../**/server/src/**', '../**/server/dist/**', '@store/server', '@store/server/**'];
/** The federated names the shell loads the remotes by. */
const federated = (name: 'store' | 'admin') => `${name}/**`;
const TEST_HELPERS = [
  '@store/test-support',
  '@store/test-support/**',
  '**/test/**',
  '**/tests/**',
  '**/test-support/**',
];
const SIBLING_MODULE_FILES = ['../*/**', '!../../**', '!../*/index', '!../*/index.ts'];
const SIBLING_FEATURE_FILES = [
  '../*/**',
  '!../../**',
  '../../features/*/**',
  '!../*/index',
  '!../*/index.ts',
  '!../*/index.tsx',
  '!../../features/*/index',
  '!../../features/*/index.ts',
  '!../../features/*/index.tsx',
];

const PRODUCT_CODE: ScopeName[] = [
  'shared',
  'sharedRouter',
  'sharedUi',
  'shell',
  'store',
  'storeFeatures',
  'admin',
  'adminFeatures',
  'server',
  'serverModules',
];
const TEST_CODE: ScopeName[] = [
  'sharedTests',
  'shellTests',
  'storeTests',
  'storeFeatureTests',
  'adminTests',
  'adminFeatureTests',
  'serverTests',
];
const BROWSER_APPS = (['shell', 'shellTests'] as ScopeName[]).concat(allOf('store'), allOf('admin'));

function allOf(remote: 'store' | 'admin'): ScopeName[] {
  return [remote, `${remote}Tests`, `${remote}Features`, `${remote}FeatureTests`];
}

/** A remote cannot import the other remote, the shell or the server. */
function remoteRestrictions(me: 'store' | 'admin'): Restriction[] {
  const other = me === 'store' ? 'admin' : 'store';
  return [
    {
      forbids: { patterns: [...filesOf(`${other}-remote`), federated(other)] },
      message: otherRemote(`${me}-remote`, `${other}-remote`, other),
      in: allOf(me),
    },
    { forbids: { patterns: SHELL_FILES }, message: remoteToShell(`${me}-remote`), in: allOf(me) },
    { forbids: { patterns: SERVER_FILES }, message: browserToServer(`${me}-remote`), in: allOf(me) },
  ];
}

/** In the order each scope lists them. */
export const RESTRICTIONS: readonly Restriction[] = [
  {
    forbids: { modules: ['react-router', 'react-router-dom'] },
    message: ROUTER,
    in: ['everywhere', 'shared', 'sharedUi', 'sharedTests', ...BROWSER_APPS],
  },
  {
    forbids: { modules: ['sonner'] },
    message: SONNER,
    in: ['everywhere', 'shared', 'sharedRouter', 'sharedTests', ...BROWSER_APPS],
  },
  {
    forbids: {
      patterns: [
        ...filesOf('store-remote'),
        ...filesOf('admin-remote'),
        ...SHELL_FILES,
        ...SERVER_FILES,
        federated('store'),
        federated('admin'),
      ],
    },
    message: SHARED_TO_APPS,
    in: ['shared', 'sharedRouter', 'sharedUi', 'sharedTests'],
  },
  {
    forbids: { patterns: [...filesOf('store-remote'), ...filesOf('admin-remote')] },
    message: SHELL_TO_REMOTE,
    in: ['shell', 'shellTests'],
  },
  { forbids: { patterns: SERVER_FILES }, message: browserToServer('shell/'), in: ['shell', 'shellTests'] },
  ...remoteRestrictions('store'),
  ...remoteRestrictions('admin'),
  {
    // The server's tests may use the test kit too; product code is kept from it by the rule below.
    forbids: {
      patterns: [
        '@store/**',
        '!@store/contracts',
        '!@store/contracts/**',
        '!@store/test-support',
        '!@store/test-support/**',
      ],
    },
    message: SERVER_PACKAGES,
    in: ['server', 'serverModules', 'serverTests'],
  },
  {
    forbids: {
      patterns: ['../**/shared/**', '../**/shell/src/**', '../**/store-remote/**', '../**/admin-remote/**'],
    },
    message: SERVER_PATHS,
    in: ['server', 'serverModules', 'serverTests'],
  },
  { forbids: { patterns: TEST_HELPERS }, message: TEST_HELPERS_IN_PRODUCT, in: PRODUCT_CODE },
  { forbids: { patterns: ['../**/tests/**'] }, message: TESTS_CLIMB, in: TEST_CODE },
  {
    forbids: { patterns: SIBLING_FEATURE_FILES },
    message: FEATURE_INDEX,
    in: ['storeFeatures', 'storeFeatureTests', 'adminFeatures', 'adminFeatureTests'],
  },
  { forbids: { patterns: SIBLING_MODULE_FILES }, message: MODULE_INDEX, in: ['serverModules'] },
];
