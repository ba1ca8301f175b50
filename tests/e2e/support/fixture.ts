/**
 * The suite's `test`: Playwright's, with a check every spec gets. A page that logs a React hydration
 * warning or error (a server-rendered page the browser had to render again, docs/architecture.md §2,
 * Server rendering) fails the test that opened it. Specs import `test` and `expect` from here.
 */
import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/** React's own words, in development and in production builds (its minified error numbers). */
const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

/**
 * True once the shell has taken the page over (React marks its root container): a server-rendered
 * page shows buttons before its scripts run, and a click that early would do nothing, while React
 * replays the clicks it sees before hydration is complete.
 */
const appStarted = () => {
  const root = document.getElementById('root');
  return (
    root === null ||
    !root.hasAttribute('data-server-rendered') ||
    Object.keys(root).some((key) => key.startsWith('__reactContainer'))
  );
};

export const test = base.extend<{ hydrationCheck: undefined }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without scripts the server's page is all there is: nothing to wait for.
    if (javaScriptEnabled === false) {
      await use(page);
      return;
    }
    // Every navigation of a spec waits for the application, as a shopper's next click would.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const started = () =>
      page.waitForFunction(appStarted, undefined, { timeout: 60_000 }).then(() => undefined);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await started();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await started();
      return response;
    };
    await use(page);
  },
  hydrationCheck: [
    async ({ context }, use) => {
      const problems: string[] = [];
      context.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()) && HYDRATION_PROBLEM.test(message.text()))
          problems.push(`${message.location().url}: ${message.text()}`);
      });
      context.on('weberror', (error) => {
        if (HYDRATION_PROBLEM.test(error.error().message)) problems.push(error.error().message);
      });
      await use(undefined);
      expect(problems, 'React hydration warnings or errors in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page is the application: a server-rendered page shows its content before its
 * scripts run, and an address changed by script before hydration would not match the server's page.
 */
export async function untilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById('main') ?? document.getElementById('root')?.firstElementChild;
    return main != null && Object.keys(main).some((key) => key.startsWith('__reactProps'));
  });
  await page.waitForLoadState('networkidle');
}
