/**
 * The boundaries between rooms (docs/architecture.md §1) are Biome rules, written in biome.jsonc from
 * the table in scripts/boundaries/rules.ts and checked by `biome ci .` in `npm test`. This suite proves
 * each rule bites where it applies: it copies the real biome.jsonc into a scratch folder, writes one
 * probe file per case at the path the case names (so the folder's overrides apply exactly as in the
 * repository), lints them all in one run, and expects each forbidden import to fail with its rule's
 * message and each allowed import to pass. The cases are written here, not derived from the table, so
 * that a rule dropped from a scope in the table fails here too.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  browserToServer,
  FEATURE_INDEX,
  MODULE_INDEX,
  otherRemote,
  RESTRICTIONS,
  ROUTER,
  remoteToShell,
  SCOPES,
  type ScopeName,
  SERVER_PACKAGES,
  SERVER_PATHS,
  SHARED_TO_APPS,
  SHELL_TO_REMOTE,
  SONNER,
  TEST_HELPERS_IN_PRODUCT,
  TESTS_CLIMB,
} from '../../scripts/boundaries/rules.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dirs.ts';

const repoRoot = path.resolve(__dirname, '../..');
const biome = path.join(repoRoot, 'node_modules/@biomejs/biome/bin/biome');

/** Biome's own message for noImportCycles (the rule takes no message of ours). */
const CYCLE = 'This import is part of a cycle.';

/** What a probe imports: a file of the repository (written as a relative path) or a module name. */
type Target = { file: string } | { module: string };
interface Case {
  /** The probe's path in the repository; it decides which folder's rules apply. */
  from: string;
  imports: Target;
  /** The message expected, or null when the import is allowed. */
  fails: string | null;
}

const file = (repoPath: string): Target => ({ file: repoPath });
const named = (name: string): Target => ({ module: name });

/** One probe path in each scope of the table: a scope added there without a probe fails to type-check. */
const PROBE_IN: Record<ScopeName, string> = {
  everywhere: 'tests/e2e/probe.spec.ts',
  shared: 'shared/state/src/probe.ts',
  sharedRouter: 'shared/router/src/probe.ts',
  sharedUi: 'shared/ui/src/probe.tsx',
  sharedTests: 'shared/api/src/probe.test.ts',
  shell: 'shell/src/remotes/probe.tsx',
  shellTests: 'shell/src/remotes/probe.test.tsx',
  store: 'store-remote/src/app/probe.tsx',
  storeTests: 'store-remote/src/app/probe.test.tsx',
  storeFeatures: 'store-remote/src/features/listing/probe.tsx',
  storeFeatureTests: 'store-remote/src/features/listing/probe.test.tsx',
  admin: 'admin-remote/src/app/probe.tsx',
  adminTests: 'admin-remote/src/app/probe.test.tsx',
  adminFeatures: 'admin-remote/src/features/orders/probe.tsx',
  adminFeatureTests: 'admin-remote/src/features/orders/probe.test.tsx',
  server: 'server/src/lib/probe.ts',
  serverModules: 'server/src/modules/cart/probe.ts',
  serverTests: 'server/src/lib/probe.test.ts',
};

/** The places of each room: product code, tests, test helpers (src/test/, the test kit), features. */
const remoteScopes = (remote: 'store' | 'admin') => ({
  product: PROBE_IN[remote],
  test: PROBE_IN[`${remote}Tests`],
  helper: `${remote}-remote/src/test/probe.tsx`,
  feature: PROBE_IN[`${remote}Features`],
  featureTest: PROBE_IN[`${remote}FeatureTests`],
});
const store = remoteScopes('store');
const admin = remoteScopes('admin');
const shared = {
  product: PROBE_IN.shared,
  router: PROBE_IN.sharedRouter,
  ui: PROBE_IN.sharedUi,
  test: PROBE_IN.sharedTests,
  testSupport: 'shared/test-support/src/probe.ts',
};
const shell = { product: PROBE_IN.shell, test: PROBE_IN.shellTests };
const server = { product: PROBE_IN.server, module: PROBE_IN.serverModules, test: PROBE_IN.serverTests };
const allTests = [
  shared.test,
  shared.testSupport,
  shell.test,
  store.test,
  store.helper,
  store.featureTest,
  admin.test,
  admin.helper,
  admin.featureTest,
  server.test,
];

/** Each of `froms` importing each of `targets`: all fail with `fails`, or all pass when it is null. */
const each = (froms: string[], targets: Target[], fails: string | null): Case[] =>
  froms.flatMap((from) => targets.map((imports) => ({ from, imports, fails })));

const remotes = [
  {
    me: 'store-remote',
    at: store,
    other: 'admin-remote',
    federated: 'admin',
    otherFile: 'admin-remote/src/app/App.tsx',
  },
  {
    me: 'admin-remote',
    at: admin,
    other: 'store-remote',
    federated: 'store',
    otherFile: 'store-remote/src/features/cart/CartPage.tsx',
  },
];

const cases: Record<string, Case[]> = {
  'a remote cannot import the other remote': remotes.flatMap(({ me, at, other, federated, otherFile }) =>
    each(
      Object.values(at),
      [file(otherFile), named(`@store/${other}`), named(`${federated}/App`)],
      otherRemote(me, other, federated),
    ),
  ),
  'a remote cannot import the shell': remotes.flatMap(({ me, at }) =>
    each(Object.values(at), [file('shell/src/runtime-config.ts'), named('@store/shell')], remoteToShell(me)),
  ),
  'a remote cannot import the server': remotes.flatMap(({ me, at }) =>
    each(Object.values(at), [file('server/src/db/schema.ts'), named('@store/server')], browserToServer(me)),
  ),
  'a remote uses the shared packages': remotes.flatMap(({ at }) =>
    each([at.product, at.feature], [named('@store/state'), named('@store/api')], null),
  ),
  'the shell knows a remote only by its federated name': [
    ...each(
      Object.values(shell),
      [file('store-remote/src/app/App.tsx'), named('@store/admin-remote')],
      SHELL_TO_REMOTE,
    ),
    ...each(Object.values(shell), [file('server/src/app.ts')], browserToServer('shell/')),
    ...each([shell.product], [named('store/App'), named('@store/state')], null),
  ],
  'the server imports only @store/contracts of our packages': [
    ...each(
      Object.values(server),
      ['@store/api', '@store/state', '@store/ui', '@store/router'].map(named),
      SERVER_PACKAGES,
    ),
    ...each(
      Object.values(server),
      [
        file('shared/contracts/src/index.ts'),
        file('shell/src/runtime-config.ts'),
        file('store-remote/src/app/App.tsx'),
        file('admin-remote/src/app/App.tsx'),
      ],
      SERVER_PATHS,
    ),
    ...each(Object.values(server), [named('@store/contracts'), named('@store/contracts/constants')], null),
  ],
  'shared packages import no remote, no shell, no server': [
    ...each(
      Object.values(shared),
      [
        file('store-remote/src/features/cart/index.ts'),
        named('@store/admin-remote'),
        file('shell/src/runtime-config.ts'),
        file('server/src/lib/money.ts'),
      ],
      SHARED_TO_APPS,
    ),
    ...each(Object.values(shared), [named('@store/contracts')], null),
  ],
  'a feature reaches a sibling feature only through its index': [
    ...each(
      [store.feature, store.featureTest],
      [
        file('store-remote/src/features/catalog/ProductCard.tsx'),
        named('../../features/catalog/ProductCard.tsx'),
      ],
      FEATURE_INDEX,
    ),
    ...each(
      [store.feature, store.featureTest],
      [
        file('store-remote/src/features/catalog/index.ts'),
        named('../catalog'),
        file('store-remote/src/components/TextField.tsx'),
        file('store-remote/src/features/listing/filters-url.ts'),
      ],
      null,
    ),
    ...each(
      [admin.feature, admin.featureTest],
      [file('admin-remote/src/features/products/ProductRow.tsx')],
      FEATURE_INDEX,
    ),
    ...each(
      [admin.feature, admin.featureTest],
      [file('admin-remote/src/features/products/index.ts'), file('admin-remote/src/lib/outcome.ts')],
      null,
    ),
    // The app's routes load each page lazily, straight from its file, to keep one chunk per route.
    ...each([store.product], [file('store-remote/src/features/listing/ListingPage.tsx')], null),
  ],
  'a server module reaches another module only through its index': [
    ...each(
      [server.module],
      [file('server/src/modules/inventory/inventory-service.ts'), named('../orders/serialize.ts')],
      MODULE_INDEX,
    ),
    ...each(
      [server.module],
      [
        file('server/src/modules/inventory/index.ts'),
        file('server/src/modules/cart/cart-service.ts'),
        file('server/src/lib/money.ts'),
        file('server/src/db/schema.ts'),
      ],
      null,
    ),
  ],
  'product code imports no test helper': [
    ...each(
      [store.product, store.feature],
      [file('store-remote/src/test/render.tsx'), named('@store/test-support')],
      TEST_HELPERS_IN_PRODUCT,
    ),
    ...each(
      [admin.product, admin.feature],
      [file('admin-remote/src/test/render-admin.tsx')],
      TEST_HELPERS_IN_PRODUCT,
    ),
    ...each(
      [shared.product, shared.router, shared.ui, shell.product, server.product, server.module],
      [named('@store/test-support'), file('tests/jest/setup-dom.ts')],
      TEST_HELPERS_IN_PRODUCT,
    ),
  ],
  'tests take shared helpers from @store/test-support, not from tests/': [
    ...each(allTests, [file('tests/jest/setup-dom.ts')], TESTS_CLIMB),
    ...each(allTests, [named('@store/test-support')], null),
    ...each([store.featureTest], [file('store-remote/src/test/render.tsx')], null),
    ...each([admin.test], [file('admin-remote/src/test/render-admin.tsx')], null),
  ],
  'routing comes from @store/router': [
    ...each(
      [
        shared.product,
        shared.ui,
        shared.test,
        ...Object.values(shell),
        ...Object.values(store),
        ...Object.values(admin),
      ],
      [named('react-router-dom'), named('react-router')],
      ROUTER,
    ),
    ...each([PROBE_IN.everywhere, 'scripts/probe.ts'], [named('react-router-dom')], ROUTER),
    ...each([shared.router], [named('react-router')], null),
    ...each([store.feature], [named('@store/router')], null),
  ],
  'toasts come from @store/ui, which alone loads sonner': [
    ...each(
      [
        PROBE_IN.everywhere,
        shared.product,
        shared.router,
        shared.test,
        ...Object.values(shell),
        ...Object.values(store),
        ...Object.values(admin),
      ],
      [named('sonner')],
      SONNER,
    ),
    ...each([shared.ui], [named('sonner')], null),
    ...each([shell.product, store.feature, admin.feature], [named('@store/ui')], null),
  ],
};

function specifier(from: string, target: Target): string {
  if ('module' in target) return target.module;
  const relative = path.posix.relative(path.posix.dirname(from), target.file);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

interface Diagnostic {
  message: string;
  location: { path: string };
}

/** Every probe's path with the messages Biome reported for it. */
const reported = new Map<string, string[]>();
const probes: Array<{ rule: string; probe: string; from: string; spec: string; fails: string | null }> = [];
let scratch = '';

function writeProbe(probe: string, content: string) {
  mkdirSync(path.join(scratch, path.dirname(probe)), { recursive: true });
  writeFileSync(path.join(scratch, probe), content);
}

beforeAll(async () => {
  scratch = makeTempDir('boundaries');
  copyFileSync(path.join(repoRoot, 'biome.jsonc'), path.join(scratch, 'biome.jsonc'));
  let n = 0;
  for (const [rule, list] of Object.entries(cases)) {
    for (const { from, imports, fails } of list) {
      n += 1;
      // A unique name in the same folder, keeping the suffix that decides the scope (.test.tsx...).
      const probe = path.posix.join(
        path.posix.dirname(from),
        path.posix.basename(from).replace('probe', `probe-${n}`),
      );
      const spec = specifier(probe, imports);
      writeProbe(probe, `import * as probe from '${spec}';\n\nexport { probe };\n`);
      probes.push({ rule, probe, from, spec, fails });
    }
  }
  // Two modules that import each other (one through a lazy import(), like a code-split component).
  writeProbe(
    'store-remote/src/features/cart/cycle-a.ts',
    "export const load = () => import('./cycle-b.ts');\n",
  );
  writeProbe(
    'store-remote/src/features/cart/cycle-b.ts',
    "import { load } from './cycle-a.ts';\n\nexport const b = load;\n",
  );

  // Exit code 1 is expected (the forbidden probes); the JSON report is what the tests read.
  const { stdout } = await promisify(execFile)(
    biome,
    [
      'lint',
      '--vcs-enabled=false',
      '--only=style/noRestrictedImports',
      '--only=suspicious/noImportCycles',
      '--max-diagnostics=none',
      '--reporter=json',
      '.',
    ],
    { cwd: scratch, maxBuffer: 32 * 1024 * 1024 },
  ).catch((error: { stdout?: string; stderr?: string }) => {
    if (!error.stdout) throw new Error(`biome did not run: ${error.stderr}`);
    return { stdout: error.stdout };
  });
  const report = JSON.parse(stdout) as { diagnostics: Diagnostic[] };
  for (const diagnostic of report.diagnostics) {
    const messages = reported.get(diagnostic.location.path) ?? [];
    messages.push(diagnostic.message);
    reported.set(diagnostic.location.path, messages);
  }
});

afterAll(() => {
  removeTempDir(scratch);
});

describe.each(Object.keys(cases))('%s', (rule) => {
  it('fails each forbidden import with the rule’s message, passes each allowed one', () => {
    const outcomes = probes
      .filter((probe) => probe.rule === rule)
      .map(({ probe, from, spec, fails }) => ({
        import: `${spec} from ${from}`,
        reported: reported.get(probe) ?? [],
        expected: fails,
      }));
    expect(outcomes.length).toBeGreaterThan(0);
    for (const outcome of outcomes) {
      if (outcome.expected === null) expect(outcome).toEqual({ ...outcome, reported: [] });
      else expect(outcome).toEqual({ ...outcome, reported: expect.arrayContaining([outcome.expected]) });
    }
  });
});

it('no import cycles: two modules that import each other fail, even through a lazy import()', () => {
  expect(reported.get('store-remote/src/features/cart/cycle-a.ts')).toEqual([CYCLE]);
  expect(reported.get('store-remote/src/features/cart/cycle-b.ts')).toEqual([CYCLE]);
});

it('covers the whole table: a probe in every scope, every restriction’s message expected somewhere', () => {
  const all = Object.values(cases).flat();
  const probed = new Set(all.map((probe) => probe.from));
  const expected = new Set(all.map((probe) => probe.fails));
  expect(SCOPES.filter((scope) => !probed.has(PROBE_IN[scope.name])).map((scope) => scope.name)).toEqual([]);
  expect(RESTRICTIONS.filter((rule) => !expected.has(rule.message)).map((rule) => rule.message)).toEqual([]);
});
