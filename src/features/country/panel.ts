/** The Country tab's panel: a separate entry so the shell loads it (and its phone metadata) lazily. */
export { CountryPanel } from './CountryPanel';
