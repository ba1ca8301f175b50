import type { Page } from '@playwright/test';

export interface HeldRoute {
  /** Lets every held request (and any later one) through. */
  release: () => void;
}

/**
 * Holds the requests matching `url` until the test calls `release()`, so that the test can look at
 * what the page shows while an answer is pending (skeletons, a progress bar) for as long as it needs,
 * instead of slowing the answer by a fixed delay. With `answered: true` the request reaches the
 * server at once and only its answer is held.
 */
export async function holdRoute(page: Page, url: string, { answered = false } = {}): Promise<HeldRoute> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (!answered) {
      await released;
      await route.continue();
      return;
    }
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return { release };
}
