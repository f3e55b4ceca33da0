import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENTRY_LOADER_SCRIPT } from './entryLoader';

/** Paint Timing as the browser delivers it: the observers, and the entries reported so far. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ['paint'];
  static observers = new Set<FakePaintObserver>();
  constructor(private readonly callback: PerformanceObserverCallback) {}
  observe() {
    FakePaintObserver.observers.add(this);
  }
  disconnect() {
    FakePaintObserver.observers.delete(this);
  }
  static report(name: string) {
    for (const observer of [...this.observers]) {
      const entries = [{ name, entryType: 'paint' }] as unknown as PerformanceEntry[];
      const list = {
        getEntries: () => entries,
        getEntriesByName: (wanted: string) => entries.filter((e) => e.name === wanted),
      } as PerformanceObserverEntryList;
      observer.callback(list, observer as unknown as PerformanceObserver);
    }
  }
}

let frames: FrameRequestCallback[] = [];
/** The loader's dynamic import() of the entry. */
let imports: ReturnType<typeof vi.fn>;

/** index.html as the build writes it: the entry preloaded, then the inline loader. */
function loadPage() {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = '/assets/entry.js';
  link.setAttribute('data-entry', '');
  document.head.append(link);
  // The script as inlined, its import() of the entry observed (a keyword cannot be stubbed).
  const IMPORT = 'import(entry.href)';
  expect(ENTRY_LOADER_SCRIPT).toContain(IMPORT);
  new Function('importEntry', ENTRY_LOADER_SCRIPT.replace(IMPORT, 'importEntry(entry.href)'))(
    imports,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  imports = vi.fn();
  FakePaintObserver.observers.clear();
  FakePaintObserver.supportedEntryTypes = ['paint'];
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('the first screen’s script', () => {
  it('runs only once the calculator’s first paint is on screen, and once', () => {
    loadPage();
    // A frame has started and its tasks have run: the paint is not on screen yet.
    for (const frame of frames) frame(0);
    vi.advanceTimersByTime(100);
    FakePaintObserver.report('first-paint');
    expect(imports).not.toHaveBeenCalled();

    FakePaintObserver.report('first-contentful-paint');
    expect(imports).toHaveBeenCalledTimes(1);
    expect(imports).toHaveBeenCalledWith(`${location.origin}/assets/entry.js`);

    vi.advanceTimersByTime(1000);
    expect(imports).toHaveBeenCalledTimes(1);
  });

  it('runs after 500 ms when nothing is painted (a page opened in the background)', () => {
    loadPage();
    vi.advanceTimersByTime(499);
    expect(imports).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(imports).toHaveBeenCalledTimes(1);
    FakePaintObserver.report('first-contentful-paint');
    expect(imports).toHaveBeenCalledTimes(1);
  });

  it('runs after the first frame where the browser has no Paint Timing', () => {
    FakePaintObserver.supportedEntryTypes = ['navigation'];
    loadPage();
    expect(imports).not.toHaveBeenCalled();
    for (const frame of frames) frame(0);
    vi.advanceTimersByTime(0);
    expect(imports).toHaveBeenCalledTimes(1);
  });
});
