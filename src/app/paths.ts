/**
 * The app's routes, named once: `App.tsx` declares them, and the first screen (`main.ts`, no React)
 * needs to know which of them show the calculator while locked.
 */
export const PATHS = {
  interface: '/',
  landing: '/landing',
  home: '/home',
  settings: '/settings',
  /** Cloud backup's restore (issue 28): a plain page nothing links to. */
  restore: '/restore',
} as const;

/** The routes whose locked screen is the calculator (the React pages /home and /settings too). */
export const CALCULATOR_PATHS: ReadonlySet<string> = new Set([
  PATHS.interface,
  PATHS.home,
  PATHS.settings,
]);
