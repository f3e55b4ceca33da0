export {
  addJournalEntry,
  deleteJournalEntry,
  useJournalEntries,
  type AddJournalResult,
  type DeleteJournalResult,
  type JournalEntries,
} from './journalRepository';
export { furnishDecoy } from './decoyEntries';
