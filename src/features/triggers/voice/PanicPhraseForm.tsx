import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { showToast } from '../../../ui/toast/toastStore';
import { PANIC_PHRASE_MAX } from './panicPhrase';
import { useTriggerSettings } from '../triggerSettings';
import { useSaveTriggers } from '../useSaveTriggers';
import { updateVoicePhrase } from './voiceWatcher';
import { Button } from '../../../ui/Button';

/** The panic phrase, edited in place and saved in the vault; a running voice trigger uses it at once. */
export function PanicPhraseForm() {
  const { t } = useTranslation('triggers');
  const { panicPhrase } = useTriggerSettings();
  const { save, saving } = useSaveTriggers();
  // null: show the saved phrase (it may arrive after the first render).
  const [edit, setEdit] = useState<string | null>(null);
  const [empty, setEmpty] = useState(false);
  const draft = edit ?? panicPhrase;
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phrase = draft.trim();
    if (!phrase) {
      // Nothing to listen for: the saved phrase stays, and she is told so and what to type.
      setEmpty(true);
      return;
    }
    const saved = await save({ panicPhrase: phrase });
    if (!saved) return;
    setEdit(null);
    updateVoicePhrase(saved.panicPhrase);
    showToast({ title: t('voice.phraseSaved') });
  };

  return (
    <form className="triggers-phrase" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId}>{t('voice.phrase')}</label>
      <div className="triggers-phrase-row">
        <input
          id={inputId}
          type="text"
          value={draft}
          maxLength={PANIC_PHRASE_MAX}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={empty ? `${hintId} ${errorId}` : hintId}
          aria-invalid={empty || undefined}
          onChange={(event) => {
            setEdit(event.target.value);
            setEmpty(false);
          }}
        />
        <Button type="submit" variant="primary" disabled={saving || draft.trim() === panicPhrase}>
          {t('voice.savePhrase')}
        </Button>
      </div>
      <p id={hintId} className="panel-note">
        {t('voice.phraseHint')}
      </p>
      {empty && (
        <p id={errorId} className="triggers-error" role="alert">
          {t('voice.phraseEmpty', { phrase: panicPhrase })}
        </p>
      )}
    </form>
  );
}
