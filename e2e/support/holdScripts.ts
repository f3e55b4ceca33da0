import { expect, type Page, type Route } from '@playwright/test';

/**
 * Holds the app's scripts back (page.route) to make the gap between the painted calculator and its
 * scripts as long as a slow phone's. page.route does not see what a service worker serves: use it
 * with `test.use({ serviceWorkers: 'block' })`.
 */
export async function holdScripts(page: Page): Promise<{
  /** Resolves once the first script has been asked for (and is held). */
  asked: () => Promise<void>;
  release: () => Promise<void>;
}> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/[^/]+\.js$/, (route) =>
    holding ? void held.push(route) : route.continue(),
  );
  return {
    asked: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}
