import { DailyQuote } from './DailyQuote';
import { JournalEntryList } from './JournalEntryList';
import { JournalExport } from './JournalExport';
import { useJournalEntries } from './journalRepository';
import { NewEntryForm } from './NewEntryForm';
import { useEntryDateFormat } from './useEntryDateFormat';
import '../../ui/controls.css';
import './journal.css';

/** The Journal tab (spec §2): new entry, recent entries, export, daily quote. */
export function JournalPanel() {
  const { entries, unreadable } = useJournalEntries();
  const formatDate = useEntryDateFormat();
  return (
    <div className="journal panel-controls">
      <NewEntryForm />
      <JournalEntryList entries={entries} unreadable={unreadable} formatDate={formatDate} />
      <JournalExport entries={entries} formatDate={formatDate} />
      <DailyQuote />
    </div>
  );
}
