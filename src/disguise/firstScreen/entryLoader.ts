/**
 * When the first screen's script (`src/app/main.ts`, the build's entry) runs. As a module script
 * in index.html it would run as soon as the document is parsed, before the first paint: the
 * calculator, already complete in the markup, would wait for ~25 KB of JavaScript to be evaluated.
 * The build turns that <script> into `<link rel="modulepreload" data-entry>` (fetched and compiled
 * at once, not run) and writes this inline script after the markup: it imports the entry once the
 * first contentful paint is on screen (reported by Paint Timing). Waiting for a frame to start
 * (requestAnimationFrame) was not enough: the frame reached the screen only after the script had
 * run and fetched its files, and Lighthouse, which replays everything that finished before the
 * largest paint on a slow network, then counted the script and the content file in the
 * calculator's largest paint (1.0 s in some runs, 2.4-3.2 s in others). Where Paint Timing is
 * missing, after the first frame; after 500 ms at the latest (a page opened in the background
 * paints nothing). Presses in between are not lost: `earlyInput.ts` records them for the script.
 *
 * Byte-for-byte what the server's Content-Security-Policy hashes (like `EARLY_INPUT_SCRIPT`).
 */
export const ENTRY_LOADER_SCRIPT =
  '(function(){var done=false;' +
  'function load(){if(done)return;done=true;' +
  'var entry=document.querySelector("link[data-entry]");if(entry)import(entry.href)}' +
  'var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes;' +
  'if(types&&types.indexOf("paint")>=0)' +
  'new P(function(list,observer){' +
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}' +
  '}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){setTimeout(load,0)});' +
  'setTimeout(load,500)' +
  '})()';
