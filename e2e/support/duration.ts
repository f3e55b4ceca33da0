/**
 * A recording's timer or saved length ("m:ss") of at least `seconds` (0 to 9). On a loaded machine
 * a recording starts late and is stopped late, and a poll of the timer can miss a given second:
 * browser tests read "at least N s", never one exact second.
 */
function atLeast(seconds: number): string {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 9) {
    throw new RangeError(`at least 0 to 9 seconds, not ${seconds}`);
  }
  return `(?:0:0[${seconds}-9]|0:[1-5]\\d|[1-9]\\d*:[0-5]\\d)`;
}

/** The timer's whole text, at `seconds` or later. */
export const timerAtLeast = (seconds: number): RegExp => new RegExp(`^${atLeast(seconds)}$`);

/** A saved item's text, "Audio · 0:03 …", of a recording at least `seconds` long. */
export const itemAtLeast = (kind: string, seconds: number): RegExp =>
  new RegExp(`^${kind} · ${atLeast(seconds)}`);
