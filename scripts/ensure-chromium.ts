import { existsSync } from 'node:fs';
import { run } from './run.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How every suite and benchmark starts it: no sandbox (root in containers), nothing fetched from outside. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The end-to-end suite drives Debian's chromium (browsers cannot be downloaded here). Installs it
 * with apt-get when possible (root on Debian); otherwise explains how. Never skips silently.
 */
export async function ensureChromium(): Promise<{ ok: true } | { ok: false; reason: string }> {
  if (existsSync(CHROMIUM)) return { ok: true };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`\n${CHROMIUM} is missing: installing Debian's chromium with apt-get (about a minute)…`);
    const updated = await run('apt-get', ['update', '-qq'], { DEBIAN_FRONTEND: 'noninteractive' });
    const installed =
      updated === 0
        ? await run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' })
        : updated;
    if (installed === 0 && existsSync(CHROMIUM)) return { ok: true };
  }
  return {
    ok: false,
    reason: [
      `The end-to-end suite needs Chromium at ${CHROMIUM} and it could not be installed automatically.`,
      'Install it with:  sudo apt-get install chromium   (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.',
      'To run every other suite without it:  SKIP_E2E=1 npm test',
    ].join('\n'),
  };
}
