/*
 * No Playwright import: the unit test of the app's shell (src/app/App.test.tsx) checks the same
 * names in jsdom.
 */

/** The 13 tabs (UI-CONTRACT.md) in the order shown: Emergency, Evidence and Panic first. */
export const TAB_NAMES = [
  'Emergency',
  'Evidence',
  'Panic',
  'Stealth',
  'Chat',
  'Country',
  'Shop',
  'Tools',
  'Journal',
  'Community',
  'Info',
  'Subscription',
  'Help',
] as const;

export type TabName = (typeof TAB_NAMES)[number];
