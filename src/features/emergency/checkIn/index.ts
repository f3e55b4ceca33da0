/** Check-ins: the timer with its deadline, the quick "I'm safe", and the watcher that raises a missed one. */
export { CheckInTimer } from './CheckInTimer';
export { QuickCheckIn } from './QuickCheckIn';
