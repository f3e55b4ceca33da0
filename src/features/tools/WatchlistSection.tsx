import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { addWatchlistItem, deleteWatchlistItem } from '../../sync/outbox';
import { LtrNumbers } from '../../ui/LtrNumbers';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/toastStore';
import { useWatchlist } from './useWatchlist';

/** Names to watch: kept in the vault, synced sealed through the outbox (src/sync/outbox). */
export function WatchlistSection() {
  const { t } = useTranslation('tools');
  const items = useWatchlist();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const fieldId = useId();
  const listId = useId();
  const canAdd = name.trim() !== '' && !saving;

  const failed = (reason: string) =>
    showToast({
      title: t('watchlist.notSaved'),
      description: t(reason === 'quota' ? 'storageFull' : 'tryAgain'),
      variant: 'destructive',
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canAdd) return;
    setSaving(true);
    try {
      const result = await addWatchlistItem(name);
      if (result.ok) setName('');
      else if (result.reason !== 'empty') failed(result.reason);
    } finally {
      setSaving(false);
    }
  };

  const onDelete = async (id: string) => {
    const result = await deleteWatchlistItem(id);
    if (!result.ok) failed(result.reason);
  };

  return (
    <Section title={t('watchlist.title')}>
      <p className="panel-note">{t('watchlist.intro')}</p>
      <form className="tools-form" autoComplete="off" onSubmit={(e) => void onSubmit(e)}>
        <label htmlFor={fieldId}>{t('watchlist.nameLabel')}</label>
        <div className="tools-row">
          <input
            className="ui-field"
            id={fieldId}
            type="text"
            dir="auto"
            value={name}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" variant="primary" className="tools-submit" disabled={!canAdd}>
            <Plus size={16} aria-hidden /> {t('watchlist.add')}
          </Button>
        </div>
      </form>
      <h4 id={listId} className="tools-subtitle">
        {t('watchlist.listTitle')}
      </h4>
      {items.length === 0 ? (
        <p className="panel-note">{t('watchlist.empty')}</p>
      ) : (
        <ul className="tools-list" aria-labelledby={listId}>
          {items.map((item) => (
            <li key={item.id}>
              <span className="tools-name" dir="auto">
                <LtrNumbers text={item.name} />
              </span>
              <Button
                aria-label={t('watchlist.delete', { name: item.name })}
                onClick={() => void onDelete(item.id)}
              >
                <Trash2 size={16} aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
