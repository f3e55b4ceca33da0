/**
 * i18next and its React binding for the app's idle warm-up after the calculator's first paint
 * (`ISLAND_WARM_UP` in src/app/main.ts): each is evaluated in a step, and so a task, of its own.
 * They are imported here because src/i18n owns them (docs/ARCHITECTURE.md).
 */
export const I18N_LIBRARIES: readonly (() => Promise<unknown>)[] = [
  () => import('i18next'),
  () => import('react-i18next'),
];
