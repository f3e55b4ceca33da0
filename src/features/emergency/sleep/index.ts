/** Sleep mode and its sealed access log (each opening logged while the app is still a calculator). */
export { SleepMode } from './SleepMode';
