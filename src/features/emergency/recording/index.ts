/** The Emergency tab's recording card: the Evidence tab's recorder in a compact card. */
export { RecordingCard } from './RecordingCard';
