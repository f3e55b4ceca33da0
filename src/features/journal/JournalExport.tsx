import { Download, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../i18n';
import { saveFile } from '../../platform/media/download';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Section';
import type { JournalEntry } from '../../vault';
import { exportFileName, journalExportText } from './exportText';

interface JournalExportProps {
  entries: readonly JournalEntry[];
  formatDate: (createdAt: number) => string;
}

export function JournalExport({ entries, formatDate }: JournalExportProps) {
  const { t } = useTranslation('journal');
  const warningId = useId();

  const exportEntries = () => {
    const text = journalExportText(entries, formatDate);
    saveFile(exportFileName(new Date()), new Blob([text], { type: 'text/plain;charset=utf-8' }));
  };

  return (
    <Section title={t('exportTitle')}>
      <div className="journal-export">
        <Button
          disabled={entries.length === 0}
          aria-describedby={warningId}
          onClick={exportEntries}
        >
          <Download size={16} aria-hidden /> {t('export')}
        </Button>
        <p id={warningId} className="journal-warning">
          <TriangleAlert size={16} aria-hidden /> {t('exportWarning')}
        </p>
      </div>
    </Section>
  );
}
