/**
 * Key presses made before the first screen's script has run. The keypad is on screen as soon as
 * index.html is parsed, but `main.ts` (a module script) attaches its handlers only once it has
 * loaded: without this, a tap in between would be lost (and a person who taps "7" and sees nothing
 * notices). The build inlines `EARLY_INPUT_SCRIPT` in index.html's <head>; it records the keypad's
 * clicks, the calculator's keyboard keys and the pointer on "=" (for the panic's long press), and
 * `vanillaCalculator.ts` replays them, in order, in the same task that attaches its own handlers,
 * so no press is lost or counted twice. The first digits of a number also show on the display at
 * once, as the calculator would show them, so a tap is seen to work before the script has come.
 *
 * It is plain ES5 text (it runs before any bundle) and must stay byte-for-byte what the build
 * hashes: the server's Content-Security-Policy allows exactly this script by its sha256, never
 * 'unsafe-inline' (vite.config.ts, vite.server.config.ts, server/headers.ts).
 */
export type EarlyInput =
  /** A click on a key, by its `data-key`. */
  | { type: 'press'; key: string }
  /** A calculator key on the keyboard, by `KeyboardEvent.key`. */
  | { type: 'keydown'; key: string }
  /** The pointer went down on "=" / was released, at performance.now(). */
  | { type: 'down'; at: number }
  | { type: 'up'; at: number };

/** The global the inline script leaves for `takeEarlyInput` (a neutral name). */
const GLOBAL = '__early';

export const EARLY_INPUT_SCRIPT =
  '(function(){' +
  'var q=[],on=true,d=document,' +
  'keys=["0","1","2","3","4","5","6","7","8","9",".",",","+","-","*","x","X","/","%","=","#",' +
  '"Enter","Escape","Backspace","Delete"],' +
  'types=["click","keydown","pointerdown","pointerup","pointercancel","pointerleave"];' +
  'function keyOf(t){var b=t&&t.closest&&t.closest("main.calc button[data-key]");' +
  'return b?b.getAttribute("data-key"):null}' +
  // The first digits show on the display at once, as the calculator will show them: a number
  // being typed on a fresh calculator (leading zeros dropped, at most 7 digits, the size at which
  // the display's font stays). Anything else (an operator, a longer number, a display that is not
  // what this wrote) ends the echo, and the script's replay shows the rest.
  'var shown="",echo=true;' +
  'function show(k){if(!echo)return;var o=d.querySelector("main.calc output");' +
  'if(!o||!/^[0-9]$/.test(k)||shown.length>=7||o.textContent!==(shown||"0")){echo=false;return}' +
  'shown=shown==="0"?k:shown+k;o.textContent=shown}' +
  'function record(e){if(!on)return;var k;' +
  'if(e.type==="keydown"){' +
  'if(e.ctrlKey||e.metaKey||e.altKey||keys.indexOf(e.key)<0)return;' +
  // As the script will: a focused key must not also be clicked by Enter.
  'e.preventDefault();q.push({type:"keydown",key:e.key});show(e.key);return}' +
  'k=keyOf(e.target);' +
  'if(e.type==="click"){if(k){q.push({type:"press",key:k});show(k)}return}' +
  'if(e.type==="pointerdown"){if(k==="="&&e.button===0)q.push({type:"down",at:performance.now()});return}' +
  'if(e.type!=="pointerleave"||k==="=")q.push({type:"up",at:performance.now()})}' +
  'for(var i=0;i<types.length;i++)d.addEventListener(types[i],record,true);' +
  `window.${GLOBAL}={stop:function(){on=false;` +
  'for(var i=0;i<types.length;i++)d.removeEventListener(types[i],record,true);return q}}' +
  '})()';

interface EarlyInputBuffer {
  stop(): EarlyInput[];
}

/**
 * Stops the inline script's recording and returns what it recorded (nothing when index.html had
 * no such script, e.g. a hand-made page). Call it in the same task that attaches the live handlers.
 */
export function takeEarlyInput(): EarlyInput[] {
  const holder = globalThis as unknown as Record<string, EarlyInputBuffer | undefined>;
  const buffer = holder[GLOBAL];
  delete holder[GLOBAL];
  return buffer ? buffer.stop() : [];
}
