export {
  addJournalEntry,
  deleteJournalEntry,
  useJournalEntries,
  type AddJournalResult,
  type DeleteJournalResult,
  type JournalEntries,
} from './journalRepository';
