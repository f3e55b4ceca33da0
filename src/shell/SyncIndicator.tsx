import { CloudOff, RefreshCw } from 'lucide-react';
import { useTranslation } from '../i18n';
import { useSyncState, type FailedDelivery } from '../sync';
import { discardDelivery, retryDelivery } from '../sync/outbox';
import './sync-indicator.css';

/**
 * The outbox's state, inside the safety interface only: what waits to be sent, whether the device
 * is offline or signed out, and the calls the server refused, with its message and a choice to
 * retry or discard. Silent when everything is delivered; absent while locked.
 */
export function SyncIndicator() {
  const { t } = useTranslation('shell');
  const { active, pending, failed, paused: signedOut, offline } = useSyncState();
  // Signed out matters only when something waits: a user who never signed in sends nothing and
  // must not be told to sign in on every unlock.
  const paused = signedOut && pending > 0;
  if (!active || (pending === 0 && failed.length === 0 && !paused && !offline)) return null;
  const what = (entry: FailedDelivery) => t(`sync.kinds.${entry.kind}`);
  return (
    <section className="sync-indicator" aria-label={t('sync.label')}>
      <p role="status" className="sync-summary">
        {offline ? <CloudOff size={14} aria-hidden /> : <RefreshCw size={14} aria-hidden />}
        {paused && <span>{t('sync.paused')}</span>}
        {!paused && offline && <span>{t('sync.offline')}</span>}
        {pending > 0 && <span>{t('sync.pending', { waiting: pending })}</span>}
      </p>
      {failed.length > 0 && (
        <ul className="sync-failed">
          {failed.map((entry) => (
            <li key={entry.id}>
              <span>
                {t(entry.method === 'DELETE' ? 'sync.failedDelete' : 'sync.failedSave', {
                  what: what(entry),
                  message: entry.message,
                })}
              </span>
              <span className="sync-actions">
                <button
                  type="button"
                  aria-label={t('sync.retryLabel', { what: what(entry) })}
                  onClick={() => void retryDelivery(entry.id)}
                >
                  {t('sync.retry')}
                </button>
                <button
                  type="button"
                  aria-label={t('sync.discardLabel', { what: what(entry) })}
                  onClick={() => void discardDelivery(entry.id)}
                >
                  {t('sync.discard')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
