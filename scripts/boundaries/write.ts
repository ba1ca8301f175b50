/**
 * `npm run lint:boundaries`: rewrites the overrides of biome.jsonc from scripts/boundaries/rules.ts.
 * `--check` only says whether biome.jsonc is up to date (exit code 1 when it is not).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGENERATE, regenerate } from './biome-overrides.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const file = path.join(repoRoot, 'biome.jsonc');
const current = readFileSync(file, 'utf8');
const wanted = regenerate(current, repoRoot);

if (process.argv.includes('--check')) {
  if (wanted !== current) {
    console.error(`biome.jsonc is not what scripts/boundaries/rules.ts generates: run \`${REGENERATE}\`.`);
    process.exit(1);
  }
  console.log('biome.jsonc matches scripts/boundaries/rules.ts.');
} else if (wanted === current) {
  console.log('biome.jsonc is up to date.');
} else {
  writeFileSync(file, wanted);
  console.log('biome.jsonc: overrides rewritten from scripts/boundaries/rules.ts.');
}
