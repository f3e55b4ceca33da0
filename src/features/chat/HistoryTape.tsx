import { useTranslation } from '../../i18n';
import { useTapeLines } from './tapeLines';

/**
 * The Chat tab's face: a calculator's history tape. Nothing here says "chat": only sums, and a
 * small "View Details" link, as a history screen would have.
 */
export function HistoryTape({ onReveal }: { onReveal: () => void }) {
  const { t } = useTranslation('chat');
  const lines = useTapeLines();
  return (
    <div className="chat-tape">
      <h3 className="chat-tape-title">{t('tape.title')}</h3>
      <ol className="chat-tape-lines" aria-label={t('tape.title')}>
        {lines.map((line, index) => (
          <li key={`${index}-${line.expression}`} dir="ltr">
            <span className="chat-tape-expression">{line.expression}</span>
            <span className="chat-tape-result">= {line.result}</span>
          </li>
        ))}
      </ol>
      <button type="button" className="chat-link panel-link" onClick={onReveal}>
        {t('viewDetails')}
      </button>
    </div>
  );
}
