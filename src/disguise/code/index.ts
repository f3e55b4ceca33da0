/**
 * The secret codes typed on the calculator: which keys open what (`gate.ts`), and the dimmed digits
 * while a code is checked (`computing.ts`). No React: the first screen reads it.
 */
export {
  type GateAction,
  LONG_PRESS_MS,
  matchLongPressEquals,
  matchSecretCode,
  speculativeCode,
} from './gate';
export {
  beginComputing,
  COMPUTING_CLASS,
  isComputing,
  onComputingChange,
  showsComputing,
} from './computing';
