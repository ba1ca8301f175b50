/**
 * `npm test`: the production build beside type-check and lint; then every Jest project (unit,
 * component, contract, API on PGlite) beside the API suite on PostgreSQL when DATABASE_URL is set
 * (PGlite then takes only the API files the engine matters to); then the end-to-end suite in
 * Debian's chromium and the load-balanced suite (two API processes on PostgreSQL and Redis behind
 * nginx). Prints a table with the wall time and, last, one line:
 * `N passed, N failed`. Last of the checks: the run left no temporary folder behind
 * (tests/support/temp-dirs.ts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { leftoverTempDirs, TEMP_PREFIX } from '../tests/support/temp-dirs.ts';
import { CHROMIUM, ensureChromium } from './ensure-chromium.ts';
import { JEST, run, runBeside } from './run.ts';

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
  note?: string;
}

const resultsDir = path.resolve('test-results');
mkdirSync(resultsDir, { recursive: true });
const results: SuiteResult[] = [];
const runStarted = Date.now();

// Every temp folder the suites make carries this tag, so the run can tell its own leftovers from
// those of another run on the same machine.
const runTag = `run${Date.now().toString(36)}`;
process.env.THREADLINE_TEST_RUN = runTag;
const threadlineTempEntries = () => readdirSync(os.tmpdir()).filter((name) => name.startsWith(TEMP_PREFIX));
const tempEntriesBefore = threadlineTempEntries().length;

/**
 * What the run left in the temp folder: each is listed, counts as a failed check, and is removed.
 * The load-balanced suite's folder is kept on purpose with LB_KEEP_LOGS=1.
 */
function temporaryFolders(): void {
  const kept = process.env.LB_KEEP_LOGS === '1' ? `${TEMP_PREFIX}${runTag}-lb-` : null;
  const left = leftoverTempDirs(runTag).filter((dir) => !kept || !path.basename(dir).startsWith(kept));
  console.log(
    `\n━━ temporary folders: ${TEMP_PREFIX}* entries in ${os.tmpdir()}: ${tempEntriesBefore} before the run, ${threadlineTempEntries().length} after (other runs' included); this run left ${left.length} ━━`,
  );
  for (const dir of left) {
    console.log(`left behind: ${dir}`);
    rmSync(dir, { recursive: true, force: true });
  }
  results.push({
    name: 'temporary folders removed',
    passed: left.length === 0 ? 1 : 0,
    failed: left.length === 0 ? 0 : 1,
    seconds: 0,
    ...(left.length > 0 ? { note: `${left.length} left behind (listed above), removed now` } : {}),
  });
}

/** Whether a step's output streams as it comes (one step at a time) or is printed when it ends. */
type Output = 'live' | 'beside';

async function timed(
  name: string,
  output: Output,
  body: () => Promise<Omit<SuiteResult, 'name' | 'seconds'>>,
): Promise<SuiteResult> {
  console.log(output === 'live' ? `\n━━ ${name} ━━` : `\n━━ ${name}: started beside the others ━━`);
  const started = Date.now();
  const result = await body();
  return { name, seconds: (Date.now() - started) / 1000, ...result };
}

/** A command, streamed or kept until it ends (`runBeside`). */
const runStep = (
  output: Output,
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
) => (output === 'live' ? run(command, args, env) : runBeside(name, command, args, env));

/** A step without test cases counts as one check. */
function check(name: string, command: string, args: string[], output: Output = 'live'): Promise<SuiteResult> {
  return timed(name, output, async () => {
    const code = await runStep(output, name, command, args);
    return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  });
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function jest(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  output: Output = 'live',
): Promise<SuiteResult> {
  return timed(name, output, async () => {
    const report = path.join(resultsDir, `${name.replace(/\W+/g, '-').toLowerCase()}.json`);
    rmSync(report, { force: true });
    const code = await runStep(
      output,
      name,
      process.execPath,
      [...JEST, ...args, '--json', `--outputFile=${report}`],
      env,
    );
    const json = readJson<{
      numPassedTests: number;
      numFailedTests: number;
      numRuntimeErrorTestSuites: number;
    }>(report);
    if (!json) return { passed: 0, failed: 1, note: `jest exited with ${code} and wrote no report` };
    const failed =
      json.numFailedTests +
      json.numRuntimeErrorTestSuites +
      (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
    return { passed: json.numPassedTests, failed };
  });
}

async function endToEnd(): Promise<void> {
  if (process.env.SKIP_E2E === '1') {
    results.push({
      name: 'end-to-end (chromium)',
      passed: 0,
      failed: 0,
      seconds: 0,
      note: 'SKIPPED because SKIP_E2E=1',
    });
    console.log('\n━━ end-to-end (chromium): SKIPPED because SKIP_E2E=1 ━━');
    return;
  }
  const chromium = await ensureChromium();
  if (!chromium.ok) {
    console.error(`\n${chromium.reason}\n`);
    results.push({
      name: 'end-to-end (chromium)',
      passed: 0,
      failed: 1,
      seconds: 0,
      note: 'chromium missing',
    });
    return;
  }
  await playwright('end-to-end (chromium)', 'tests/e2e/playwright.config.ts', 'e2e.json', 'E2E_REPORT_FILE');
}

/**
 * A Playwright suite; its JSON report gives the counts. A run that fails without a failed test (the
 * load-balancer suite's setup refusing to start without nginx or PostgreSQL) counts as one failure.
 */
async function playwright(
  name: string,
  config: string,
  reportName: string,
  reportVariable: string,
): Promise<void> {
  const result = await timed(name, 'live', async () => {
    const report = path.join(resultsDir, reportName);
    rmSync(report, { force: true });
    const code = await run('npx', ['playwright', 'test', '-c', config], { [reportVariable]: report });
    const json = readJson<{
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      errors?: Array<{ message?: string }>;
    }>(report);
    if (!json) return { passed: 0, failed: 1, note: `playwright exited with ${code} and wrote no report` };
    const { expected, unexpected, flaky, skipped } = json.stats;
    const setupFailed = unexpected === 0 && (code !== 0 || (json.errors?.length ?? 0) > 0);
    const firstError = json.errors?.[0]?.message?.split('\n')[0];
    return {
      passed: expected + flaky,
      failed: unexpected + skipped + (setupFailed ? 1 : 0),
      ...(flaky > 0 ? { note: `${flaky} passed on retry` } : {}),
      ...(skipped > 0 ? { note: `${skipped} skipped (counted as failed)` } : {}),
      ...(setupFailed ? { note: `did not run: ${firstError ?? `playwright exited with ${code}`}` } : {}),
    };
  });
  results.push(result);
}

/** Two API processes on one PostgreSQL database and Redis behind nginx (tests/lb/). */
async function loadBalanced(): Promise<void> {
  const name = 'load-balanced (nginx, 2 API processes)';
  if (process.env.SKIP_E2E === '1') {
    results.push({ name, passed: 0, failed: 0, seconds: 0, note: 'SKIPPED because SKIP_E2E=1' });
    console.log(`\n━━ ${name}: SKIPPED because SKIP_E2E=1 ━━`);
    return;
  }
  if (!existsSync(CHROMIUM)) {
    results.push({ name, passed: 0, failed: 1, seconds: 0, note: 'chromium missing' });
    return;
  }
  await playwright(name, 'tests/lb/playwright.config.ts', 'lb.json', 'LB_REPORT_FILE');
}

async function main() {
  // Two cores: steps that do not touch each other's files run side by side. First the static checks
  // with the production build (the end-to-end suites need it; nothing in Jest reads server/dist: the
  // workers suite builds into a folder of its own).
  results.push(
    ...(await Promise.all([
      check('production build', 'npm', ['run', 'build'], 'beside'),
      check('type-check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], 'beside'),
      check('type-check (server)', 'npx', ['tsc', '-p', 'server/tsconfig.json', '--noEmit'], 'beside'),
      check('lint and format (biome)', 'npx', ['biome', 'ci', '.'], 'beside'),
    ])),
  );
  // Then Jest beside the API suite on PostgreSQL. With DATABASE_URL set, PostgreSQL (what a deployed
  // store runs on) takes every API file, two workers on databases of their own
  // (tests/api/support/worker-database.ts), and PGlite only the files whose outcome can depend on the
  // engine (jest.config.js, engineSensitiveApiFiles): the rest ran the same SQL through the same code
  // twice, 1,751 of the PGlite run's 2,119 file-seconds (27 Nov). The end-to-end suite runs the whole
  // store on PGlite. Without DATABASE_URL every API file runs on PGlite.
  const onPostgres = process.env.DATABASE_URL
    ? jest(
        'API on PostgreSQL',
        ['--selectProjects', 'api', '--maxWorkers=2'],
        { API_TEST_DATABASE: 'postgres' },
        'beside',
      )
    : null;
  if (!onPostgres) console.log('\n━━ API on PostgreSQL: not run (DATABASE_URL is not set) ━━');
  results.push(
    await jest(
      onPostgres
        ? 'jest (unit, component, contract; API files the engine matters to, on PGlite)'
        : 'jest (unit, component, contract, API on PGlite)',
      ['--maxWorkers=2'],
      onPostgres ? { API_TEST_SCOPE: 'engine' } : {},
    ),
  );
  if (onPostgres) results.push(await onPostgres);
  const built = existsSync('shell/dist/index.html') && existsSync('server/dist/main.js');
  if (built) {
    await endToEnd();
    await loadBalanced();
  } else {
    results.push({ name: 'end-to-end (chromium)', passed: 0, failed: 1, seconds: 0, note: 'build failed' });
    results.push({
      name: 'load-balanced (nginx, 2 API processes)',
      passed: 0,
      failed: 1,
      seconds: 0,
      note: 'build failed',
    });
  }

  temporaryFolders();

  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log('\n━━ summary ━━');
  for (const result of results) {
    const status = result.failed > 0 ? 'FAIL' : 'ok  ';
    const note = result.note ? `  (${result.note})` : '';
    console.log(
      `${status} ${result.name.padEnd(50)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed ${result.seconds.toFixed(1).padStart(6)} s${note}`,
    );
  }
  console.log(`wall time ${((Date.now() - runStarted) / 1000).toFixed(0)} s (steps side by side overlap)`);
  const line = `${passed} passed, ${failed} failed`;
  writeFileSync(path.join(resultsDir, 'summary.txt'), `${line}\n`);
  console.log(line);
  process.exit(failed > 0 ? 1 : 0);
}

void main();
