/**
 * Before deploying a remote: does it fit the shell (and the other remotes) it will run with?
 * Every shared singleton a remote requires must be satisfied by the copy that can be loaded first
 * (the shell's, or another remote's when the shell does not provide it); the runtime refuses
 * otherwise (strictVersion), and the shopper would see the fallback.
 *
 *   npm run check:remote -- store-remote/dist/mf-manifest.json [--shell shell/dist/mf-manifest.json]
 *                          [--with admin-remote/dist/mf-manifest.json]
 * Manifests may be paths or URLs. Exits 1 and names each conflict.
 */
import { readFile } from 'node:fs/promises';
import semver from 'semver';

interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}
interface Manifest {
  name: string;
  shared: SharedEntry[];
}

export async function readManifest(location: string): Promise<Manifest> {
  const text = /^https?:\/\//.test(location)
    ? await (await fetch(location)).text()
    : await readFile(location, 'utf8');
  return JSON.parse(text) as Manifest;
}

/** Conflicts between what `remote` requires and what `providers` (in load order) offer. */
export function findSkew(remote: Manifest, providers: Manifest[]): string[] {
  const problems: string[] = [];
  for (const need of remote.shared) {
    if (!need.requiredVersion) continue;
    for (const provider of providers) {
      const offered = provider.shared.find((entry) => entry.name === need.name);
      if (offered && !semver.satisfies(offered.version, need.requiredVersion)) {
        problems.push(
          `${remote.name} needs ${need.name}@${need.requiredVersion} but ${provider.name} provides ${offered.version}`,
        );
      }
    }
  }
  return problems;
}

async function main() {
  const args = process.argv.slice(2);
  const remotes: string[] = [];
  const others: string[] = [];
  let shell = 'shell/dist/mf-manifest.json';
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--shell') shell = args[++index] ?? shell;
    else if (arg === '--with') others.push(args[++index] ?? '');
    else remotes.push(arg);
  }
  if (remotes.length === 0) {
    console.error(
      'usage: check-remote <remote mf-manifest.json> [--shell <manifest>] [--with <other remote manifest>]',
    );
    process.exit(2);
  }
  const shellManifest = await readManifest(shell);
  const otherManifests = await Promise.all(others.map(readManifest));
  let failures = 0;
  for (const location of remotes) {
    const remote = await readManifest(location);
    const problems = findSkew(remote, [shellManifest, ...otherManifests]);
    failures += problems.length;
    console.log(
      problems.length === 0
        ? `ok  ${remote.name} (${location}) fits ${shellManifest.name}`
        : problems.map((p) => `FAIL ${p}`).join('\n'),
    );
  }
  process.exit(failures > 0 ? 1 : 0);
}

if (process.argv[1]?.endsWith('check-remote.ts')) void main();
