/**
 * When the first screen's script (`src/app/main.ts`, the build's entry) runs. As a module script
 * in index.html it would run as soon as the document is parsed, before the first paint: the
 * calculator, already complete in the markup, would wait for ~25 KB of JavaScript to be evaluated.
 * The build turns that <script> into `<link rel="modulepreload" data-entry>` (fetched and compiled
 * at once, not run) and writes this inline script after the markup: it imports the entry once the
 * first frame is on screen (or after 500 ms where frames do not come, a page opened in the
 * background). Presses in between are not lost: `earlyInput.ts` records them for the script.
 *
 * Byte-for-byte what the server's Content-Security-Policy hashes (like `EARLY_INPUT_SCRIPT`).
 */
export const ENTRY_LOADER_SCRIPT =
  '(function(){var done=false;' +
  'function load(){if(done)return;done=true;' +
  'var entry=document.querySelector("link[data-entry]");if(entry)import(entry.href)}' +
  'requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,500)' +
  '})()';
