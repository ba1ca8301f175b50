/**
 * biome.jsonc's `overrides` are generated from the table in scripts/boundaries/rules.ts: this fails
 * when someone edits one without the other, and names the command that brings them back together.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REGENERATE, regenerate } from '../../scripts/boundaries/biome-overrides.ts';
import { RESTRICTIONS, SCOPES } from '../../scripts/boundaries/rules.ts';

const repoRoot = path.resolve(__dirname, '../..');

it('biome.jsonc holds exactly the overrides scripts/boundaries/rules.ts generates', () => {
  const committed = readFileSync(path.join(repoRoot, 'biome.jsonc'), 'utf8');
  const generated = regenerate(committed, repoRoot);
  if (generated !== committed) {
    const lines = committed.split('\n');
    const at = generated.split('\n').findIndex((line, index) => line !== lines[index]);
    throw new Error(
      `biome.jsonc differs from what scripts/boundaries/rules.ts generates (first at line ${at + 1}): ` +
        `run \`${REGENERATE}\` and commit biome.jsonc. Edit the rules in the table, not in biome.jsonc.`,
    );
  }
});

it('the table names each scope once and every scope has a restriction', () => {
  const names = SCOPES.map((scope) => scope.name);
  expect(new Set(names).size).toBe(names.length);
  const unused = names.filter((name) => !RESTRICTIONS.some((rule) => rule.in.includes(name)));
  expect(unused).toEqual([]);
});
