/** SOS: the card on the tab and the sheet that calls, texts and locates (the sheet loads lazily: ../sheet.ts). */
export { SosCard } from './SosCard';
