/** Stealth: hooks the shell mounts while the interface is open, and small pure helpers. */
export { useStealthMode, setStealthMode, PAGE_TITLE } from './stealthMode';
export {
  useAutoDelete,
  evidenceStorageKeys,
  runAutoDeleteIfDue,
  AUTO_DELETE_MINUTES,
  AUTO_DELETE_CHECK_MS,
  type AutoDeleteMinutes,
} from './autoDelete';
