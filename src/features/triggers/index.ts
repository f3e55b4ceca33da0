/** The triggers' public face for other code: the locked-time start (app/main.tsx). */
export { startLockedTriggers } from './startup';
