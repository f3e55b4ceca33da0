import { installUntilTestEnds } from '../adapter.test-support';
import {
  geolocationSlot,
  type GeolocationAdapter,
  type LocationPermission,
  type Position,
  type PositionErrorReason,
  type PositionResult,
  type WatchOptions,
} from './geolocation';

interface Watch {
  onFix: (position: Position) => void;
  onError: (reason: PositionErrorReason) => void;
  options: WatchOptions;
}

/**
 * Geolocation in memory: set what the next currentPosition() answers, push fixes and errors to
 * whoever watches, and read what was asked.
 */
export class FakeGeolocation implements GeolocationAdapter {
  supported = true;
  permission: LocationPermission = 'granted';
  /** What currentPosition() resolves to. */
  answer: PositionResult = { ok: false, reason: 'unavailable' };
  /** How many times currentPosition() was asked. */
  asked = 0;
  /** How many times locationPermission() was asked. */
  permissionAsked = 0;
  /** Every watch started, stopped or not, oldest first. */
  readonly watches: Watch[] = [];
  readonly #active = new Set<Watch>();

  supportsGeolocation(): boolean {
    return this.supported;
  }

  async locationPermission(): Promise<LocationPermission> {
    this.permissionAsked += 1;
    return this.supported ? this.permission : 'unsupported';
  }

  async currentPosition(): Promise<PositionResult> {
    this.asked += 1;
    return this.supported ? this.answer : { ok: false, reason: 'unsupported' };
  }

  watchPosition(
    onFix: (position: Position) => void,
    onError: (reason: PositionErrorReason) => void,
    options: WatchOptions = { highAccuracy: true },
  ): () => void {
    if (!this.supported) {
      onError('unsupported');
      return () => undefined;
    }
    const watch = { onFix, onError, options };
    this.watches.push(watch);
    this.#active.add(watch);
    return () => {
      this.#active.delete(watch);
    };
  }

  /** Answers currentPosition() with this fix from now on. */
  answerWith(position: Position): void {
    this.answer = { ok: true, position };
  }

  /** Answers currentPosition() with this error from now on. */
  failWith(reason: PositionErrorReason): void {
    this.answer = { ok: false, reason };
  }

  /** Sends a fix to every running watch. */
  push(position: Position): void {
    for (const watch of [...this.#active]) watch.onFix(position);
  }

  /** Sends an error to every running watch. */
  pushError(reason: PositionErrorReason): void {
    for (const watch of [...this.#active]) watch.onError(reason);
  }

  /** How many watches are running (started and not stopped). */
  get watching(): number {
    return this.#active.size;
  }
}

/**
 * Puts a fresh FakeGeolocation in place of the browser's until the current test ends (call it in
 * beforeEach or in the test).
 */
export function installFakeGeolocation(): FakeGeolocation {
  return installUntilTestEnds(geolocationSlot, new FakeGeolocation());
}
