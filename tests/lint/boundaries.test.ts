/**
 * The boundaries between rooms (docs/architecture.md §1) are Biome rules in biome.jsonc, checked by
 * `biome ci .` in `npm test`. This suite proves each rule bites where it applies: it copies the real
 * biome.jsonc into a scratch folder, writes one probe file per case at the path the case names (so
 * the folder's overrides apply exactly as in the repository), lints them all in one run, and expects
 * each forbidden import to fail with its rule's message and each allowed import to pass.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(__dirname, '../..');
const biome = path.join(repoRoot, 'node_modules/@biomejs/biome/bin/biome');

// The rules' messages, word for word as biome.jsonc prints them.
const ROUTER =
  'Import routing from @store/router: it is the one shared router instance (see shared/router/src/index.ts).';
const otherRemote = (me: string, other: string, federated: string) =>
  `Remotes are deployed on their own: ${me} cannot import ${other} (nor ${federated}/App). Share code through shared/*.`;
const remoteToShell = (me: string) =>
  `Remotes are deployed on their own: ${me} cannot import the shell, which loads the remotes at run time (not the other way round). Share code through shared/*.`;
const browserToServer = (me: string) =>
  `The browser reaches the server only through the API: ${me} cannot import server/. Call it with @store/api; share types through @store/contracts.`;
const SHELL_TO_REMOTE =
  'The shell knows the remotes only by federated name (store/App, admin/App), so that each remote deploys without a shell rebuild: shell/ cannot import store-remote or admin-remote.';
const SHARED_TO_APPS =
  'Shared packages sit below the apps: shared/* cannot import a remote, the shell or the server. Move what both need into shared/*.';
const SERVER_PACKAGES =
  'The server is built and deployed on its own: of our packages it imports only @store/contracts (the request and response schemas), never @store/api, @store/state, @store/ui or @store/router.';
const SERVER_PATHS =
  'The server is built and deployed on its own: it cannot import files of shared/, shell/ or the remotes by relative path. Import @store/contracts by its package name.';
const FEATURE_INDEX =
  "A feature reaches a sibling feature only through its index.ts: import '../catalog/index.ts', not a file inside ../catalog/. Export what the sibling needs from its index.";
const TEST_HELPERS_IN_PRODUCT =
  'Product code cannot import test helpers (@store/test-support, src/test/, tests/): they are for *.test.ts(x) files only.';
const TESTS_CLIMB =
  'Tests take shared helpers from @store/test-support (shared/test-support), not by climbing out of their package into tests/.';
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

/** Probe paths, one per scope of biome.jsonc (product code, tests, test helpers, features). */
const remoteScopes = (remote: string, feature: string) => ({
  product: `${remote}/src/app/probe.tsx`,
  test: `${remote}/src/app/probe.test.tsx`,
  helper: `${remote}/src/test/probe.tsx`,
  feature: `${remote}/src/features/${feature}/probe.tsx`,
  featureTest: `${remote}/src/features/${feature}/probe.test.tsx`,
});
const store = remoteScopes('store-remote', 'listing');
const admin = remoteScopes('admin-remote', 'orders');
const shared = {
  product: 'shared/state/src/probe.ts',
  router: 'shared/router/src/probe.ts',
  test: 'shared/api/src/probe.test.ts',
  testSupport: 'shared/test-support/src/probe.ts',
};
const shell = { product: 'shell/src/remotes/probe.tsx', test: 'shell/src/remotes/probe.test.tsx' };
const server = { product: 'server/src/modules/cart/probe.ts', test: 'server/src/lib/probe.test.ts' };

const cases: Record<string, Case[]> = {
  'a remote cannot import the other remote': [
    ...Object.values(store).flatMap((from) => [
      {
        from,
        imports: file('admin-remote/src/app/App.tsx'),
        fails: otherRemote('store-remote', 'admin-remote', 'admin'),
      },
      {
        from,
        imports: named('@store/admin-remote'),
        fails: otherRemote('store-remote', 'admin-remote', 'admin'),
      },
      { from, imports: named('admin/App'), fails: otherRemote('store-remote', 'admin-remote', 'admin') },
    ]),
    ...Object.values(admin).flatMap((from) => [
      {
        from,
        imports: file('store-remote/src/features/cart/CartPage.tsx'),
        fails: otherRemote('admin-remote', 'store-remote', 'store'),
      },
      { from, imports: named('store/App'), fails: otherRemote('admin-remote', 'store-remote', 'store') },
    ]),
  ],
  'a remote cannot import the shell': [
    ...Object.values(store).map((from) => ({
      from,
      imports: file('shell/src/runtime-config.ts'),
      fails: remoteToShell('store-remote'),
    })),
    ...Object.values(admin).map((from) => ({
      from,
      imports: named('@store/shell'),
      fails: remoteToShell('admin-remote'),
    })),
  ],
  'a remote cannot import the server': [
    ...Object.values(store).map((from) => ({
      from,
      imports: file('server/src/db/schema.ts'),
      fails: browserToServer('store-remote'),
    })),
    ...Object.values(admin).map((from) => ({
      from,
      imports: file('server/src/lib/money.ts'),
      fails: browserToServer('admin-remote'),
    })),
  ],
  'a remote uses the shared packages': [
    { from: store.feature, imports: named('@store/state'), fails: null },
    { from: admin.product, imports: named('@store/api'), fails: null },
  ],
  'the shell knows a remote only by its federated name': [
    ...Object.values(shell).flatMap((from) => [
      { from, imports: file('store-remote/src/app/App.tsx'), fails: SHELL_TO_REMOTE },
      { from, imports: named('@store/admin-remote'), fails: SHELL_TO_REMOTE },
      { from, imports: file('server/src/app.ts'), fails: browserToServer('shell/') },
    ]),
    { from: shell.product, imports: named('store/App'), fails: null },
    { from: shell.product, imports: named('@store/state'), fails: null },
  ],
  'the server imports only @store/contracts of our packages': [
    ...Object.values(server).flatMap((from) => [
      ...['@store/api', '@store/state', '@store/ui', '@store/router'].map((name) => ({
        from,
        imports: named(name),
        fails: SERVER_PACKAGES,
      })),
      { from, imports: file('shared/contracts/src/index.ts'), fails: SERVER_PATHS },
      { from, imports: file('shell/src/runtime-config.ts'), fails: SERVER_PATHS },
      { from, imports: file('store-remote/src/app/App.tsx'), fails: SERVER_PATHS },
      { from, imports: file('admin-remote/src/app/App.tsx'), fails: SERVER_PATHS },
      { from, imports: named('@store/contracts'), fails: null },
      { from, imports: named('@store/contracts/constants'), fails: null },
    ]),
  ],
  'shared packages import no remote, no shell, no server': [
    ...Object.values(shared).flatMap((from) => [
      { from, imports: file('store-remote/src/features/cart/index.ts'), fails: SHARED_TO_APPS },
      { from, imports: named('@store/admin-remote'), fails: SHARED_TO_APPS },
      { from, imports: file('shell/src/runtime-config.ts'), fails: SHARED_TO_APPS },
      { from, imports: file('server/src/lib/money.ts'), fails: SHARED_TO_APPS },
      { from, imports: named('@store/contracts'), fails: null },
    ]),
  ],
  'a feature reaches a sibling feature only through its index': [
    ...[store.feature, store.featureTest].flatMap((from) => [
      { from, imports: file('store-remote/src/features/catalog/ProductCard.tsx'), fails: FEATURE_INDEX },
      { from, imports: named('../../features/catalog/ProductCard.tsx'), fails: FEATURE_INDEX },
      { from, imports: file('store-remote/src/features/catalog/index.ts'), fails: null },
      { from, imports: named('../catalog'), fails: null },
      { from, imports: file('store-remote/src/components/TextField.tsx'), fails: null },
      { from, imports: file('store-remote/src/features/listing/filters-url.ts'), fails: null },
    ]),
    ...[admin.feature, admin.featureTest].flatMap((from) => [
      { from, imports: file('admin-remote/src/features/products/ProductRow.tsx'), fails: FEATURE_INDEX },
      { from, imports: file('admin-remote/src/features/products/index.ts'), fails: null },
      { from, imports: file('admin-remote/src/lib/outcome.ts'), fails: null },
    ]),
    // The app's routes load each page lazily, straight from its file, to keep one chunk per route.
    { from: store.product, imports: file('store-remote/src/features/listing/ListingPage.tsx'), fails: null },
  ],
  'product code imports no test helper': [
    ...[store.product, store.feature].flatMap((from) => [
      { from, imports: file('store-remote/src/test/render.tsx'), fails: TEST_HELPERS_IN_PRODUCT },
      { from, imports: named('@store/test-support'), fails: TEST_HELPERS_IN_PRODUCT },
    ]),
    ...[admin.product, admin.feature].map((from) => ({
      from,
      imports: file('admin-remote/src/test/fixtures.ts'),
      fails: TEST_HELPERS_IN_PRODUCT,
    })),
    ...[shared.product, shared.router, shell.product, server.product].flatMap((from) => [
      { from, imports: named('@store/test-support'), fails: TEST_HELPERS_IN_PRODUCT },
      { from, imports: file('tests/jest/setup-dom.ts'), fails: TEST_HELPERS_IN_PRODUCT },
    ]),
  ],
  'tests take shared helpers from @store/test-support, not from tests/': [
    ...[
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
    ].flatMap((from) => [
      { from, imports: file('tests/jest/setup-dom.ts'), fails: TESTS_CLIMB },
      { from, imports: named('@store/test-support'), fails: null },
    ]),
    { from: store.featureTest, imports: file('store-remote/src/test/render.tsx'), fails: null },
    { from: admin.test, imports: file('admin-remote/src/test/network.ts'), fails: null },
  ],
  'routing comes from @store/router': [
    ...[
      shared.product,
      shared.test,
      shell.product,
      shell.test,
      ...Object.values(store),
      ...Object.values(admin),
      'tests/e2e/probe.spec.ts',
    ].map((from) => ({ from, imports: named('react-router-dom'), fails: ROUTER })),
    { from: shared.router, imports: named('react-router'), fails: null },
    { from: store.feature, imports: named('@store/router'), fails: null },
  ],
};

function specifier(from: string, target: Target): string {
  if ('module' in target) return target.module;
  const relative = path.posix.relative(path.posix.dirname(from), target.file);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

interface Diagnostic {
  category: string;
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
  scratch = mkdtempSync(path.join(os.tmpdir(), 'threadline-boundaries-'));
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
    messages.push(diagnostic.category === 'lint/suspicious/noImportCycles' ? CYCLE : diagnostic.message);
    reported.set(diagnostic.location.path, messages);
  }
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
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
