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
      [shared.product, shared.router, shell.product, server.product],
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
        shared.test,
        ...Object.values(shell),
        ...Object.values(store),
        ...Object.values(admin),
      ],
      [named('react-router-dom'), named('react-router')],
      ROUTER,
    ),
    ...each(['tests/e2e/probe.spec.ts'], [named('react-router-dom')], ROUTER),
    ...each([shared.router], [named('react-router')], null),
    ...each([store.feature], [named('@store/router')], null),
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
    messages.push(diagnostic.message);
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
