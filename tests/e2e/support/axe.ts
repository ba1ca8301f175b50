/** axe-core (the engine of Lighthouse's accessibility score) run in the page: WCAG 2.1 A/AA + best practices. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }>;
}

/**
 * One line per violation: rule, help text and the offending elements. Needs `bypassCSP: true`.
 * The page is checked as it looks once its transitions have run: a toast that has just appeared
 * fades in for 400 ms, and axe measured its text's contrast half-transparent (a CI run saw
 * `color-contrast` on sonner's `div[data-title]` right after "Request return"). The toast's
 * transition starts a frame after it mounts, hence the two frames before finishing every animation
 * (endless ones, a spinner's, cannot be finished and are left running).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            for (const animation of document.getAnimations()) {
              try {
                animation.finish();
              } catch {
                // an endless animation
              }
            }
            resolve();
          }),
        );
      }),
  );
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResult> };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}
