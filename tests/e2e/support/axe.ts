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
 * The page is checked as it looks once its transitions have run. Toasts move with 400 ms opacity
 * transitions (a new one fades in, the one before it fades its text out behind it), and axe measured
 * the contrast of a toast's title half-transparent (`color-contrast` on sonner's `div[data-title]`
 * right after "Request return", in two CI runs). So the check runs as for a shopper who asked for
 * reduced motion, where sonner (and our own transitions) change at once; what is still running is
 * finished. The page's own setting is given back afterwards.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return await runAxe(page);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function runAxe(page: Page): Promise<string[]> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            for (const animation of document.getAnimations()) {
              try {
                animation.finish();
              } catch {
                // an endless animation (a spinner's) cannot be finished
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
