import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, scratchDir } from './servers.ts';

const COPIED = [
  'package.json',
  'rspack.base.ts',
  'rspack.store.config.ts',
  'rspack.store-server.ts',
  'federation.apps.ts',
  // rspack.base.ts's loader for react-router's build.
  'scripts/pure-annotations-loader.cjs',
  'shared',
  'store-remote/package.json',
  'store-remote/src',
];

/**
 * Builds the storefront remote (browser build, and its server build in `server/`) the way its team
 * would ship a new version, from a copy of the sources changed by `patch`, into its own folder (in
 * the run's folder, removed with it); the shell is not touched.
 */
export function buildStoreVariant(patch: (copyRoot: string) => void): string {
  const copyRoot = scratchDir('variant');
  for (const item of COPIED) {
    mkdirSync(path.dirname(path.join(copyRoot, item)), { recursive: true });
    cpSync(path.join(repoRoot, item), path.join(copyRoot, item), { recursive: true });
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copyRoot, 'node_modules'), 'dir');
  patch(copyRoot);
  const outDir = path.join(copyRoot, 'out');
  execFileSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.store.config.ts'],
    {
      cwd: copyRoot,
      env: { ...process.env, OUT_DIR: outDir },
      stdio: 'pipe',
    },
  );
  return outDir;
}
