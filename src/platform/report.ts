/// <reference types="vite/client" />
import { adapterSlot } from './adapter';

/**
 * A failure worth a line in the console. The person forcing her to open the app may read the
 * console, so the text must say nothing of what the app is (a lint rule keeps the texts neutral),
 * and a production build prints only that text: an error's own message or class name can name the
 * vault, an alarm or a code. Development and tests also print the error.
 * The fake, which keeps the lines instead, is report.test-support.ts.
 */
export interface ReportAdapter {
  report(text: string, detail?: unknown): void;
}

export const consoleReport = {
  report(text: string, detail?: unknown): void {
    if (import.meta.env.PROD) console.error(text);
    else console.error(text, detail);
  },
} satisfies ReportAdapter;

export const reportSlot = adapterSlot<ReportAdapter>(consoleReport);

export const report = (text: string, detail?: unknown): void =>
  reportSlot.current().report(text, detail);
