import type { JournalEntry } from '../../vault';

/** Plain text in the order shown (newest first): each entry's date and text, then a separator. */
export function journalExportText(
  entries: readonly JournalEntry[],
  formatDate: (createdAt: number) => string,
): string {
  return entries
    .map((entry) => `${formatDate(entry.createdAt)}\n\n${entry.content}\n`)
    .join('\n---\n\n');
}

/** A plain name: the file lands in Downloads, where someone else may look. */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `notes-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.txt`;
}
