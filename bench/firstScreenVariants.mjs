// The first page's variants that bench/coldstart-lab.mjs and bench/coldstart-frame.mjs load: the
// plain calculator page, ours (dist/index.html) and ours with parts removed or changed. One
// definition per name, so that a variant means the same page in both labs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The entry loader that waits for the first contentful paint to be on screen (not just a frame). */
const FCP_LOADER =
  '(function(){var done=false;' +
  'function load(){if(done)return;done=true;' +
  'var entry=document.querySelector("link[data-entry]");if(entry)import(entry.href)}' +
  'var P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(list){if(list.getEntriesByName("first-contentful-paint").length)load()})' +
  '.observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){setTimeout(load,0)});' +
  'setTimeout(load,500)' +
  '})()';

/** name → HTML, from the repository at `root` (`npm run build` first). */
export function firstScreenVariants(root) {
  const ours = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
  // Markup and styles: no inline scripts, no <link>s in <head> but the entry's.
  const bare = ours
    .replace(/<script>[^<]*<\/script>/g, '')
    .replace(/<link (?![^>]*data-entry)[^>]*>/g, '');
  const oneWeight = bare.replace(/font-weight:\d+;?/g, '');
  return {
    baseline: readFileSync(join(root, 'bench', 'baseline', 'index.html'), 'utf8'),
    ours,
    // No inline scripts: the early recorder and the entry loader (the page paints but never works;
    // TTI is not measured for it).
    'ours-noinline': ours.replace(/<script>[^<]*<\/script>/g, ''),
    // No <link>s in <head> but the entry: icons, manifest, other modulepreloads, prefetches.
    'ours-nolinks': ours.replace(/<link (?![^>]*data-entry)[^>]*>/g, ''),
    // Without the entry's modulepreload (fetched and compiled while the page is parsed): paints,
    // but only the inline recorder works.
    'ours-noentry': ours.replace(/<link [^>]*data-entry[^>]*>/, ''),
    // No <link rel="prefetch">: the browser process starts one loader per prefetch.
    'ours-noprefetch': ours.replace(/<link rel="prefetch"[^>]*>/g, ''),
    // The entry imported once the first contentful paint is presented.
    'ours-fcploader': ours.replace(
      /<script>\(function\(\)\{var done=false;[^<]*<\/script>/,
      `<script>${FCP_LOADER}</script>`,
    ),
    // The entry's preloads at their default (high) priority.
    'ours-highpri': ours.replaceAll(' fetchpriority="low"', ''),
    // One font family for every text (the baseline's), not the stack of platform fonts.
    'ours-systemfont': ours.replace(/--calc-font:[^;}]*/, '--calc-font:system-ui,sans-serif'),
    // Without the footer (its two lines are laid out, hidden, until the content file says).
    'ours-nofooter': ours.replace(/<footer[\s\S]*?<\/footer>/, ''),
    'ours-bare': bare,
    // Bare, every text at the regular weight.
    'ours-oneweight': oneWeight,
    // Bare, one weight and the default size everywhere.
    'ours-onesize': oneWeight.replace(/font-size:[^;}]*;?/g, ''),
  };
}
