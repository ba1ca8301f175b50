import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every end-to-end spec takes `test` from the suite's fixture (tests/e2e/support/fixture.ts): it fails
 * a test on a React hydration warning and waits until the shell has taken a server-rendered page
 * over. A spec that imports Playwright's own `test` would lose both without anyone noticing.
 */
const e2eDir = path.resolve('tests/e2e');
const specs = readdirSync(e2eDir).filter((name) => name.endsWith('.spec.ts'));

describe('end-to-end specs', () => {
  it('are found', () => {
    expect(specs.length).toBeGreaterThan(10);
  });

  it.each(specs)('%s takes test from the suite fixture, not from @playwright/test', (spec) => {
    const source = readFileSync(path.join(e2eDir, spec), 'utf8');
    expect(source).toMatch(/import \{[^}]*\btest\b[^}]*\} from '\.\/support\/fixture\.ts';/);
    expect(source).not.toMatch(/from '@playwright\/test'/);
  });
});
