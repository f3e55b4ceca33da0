import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { requestPersistentStorage } from '../../platform/page/storage';
import { setCodes, writeMeta } from '../../vault';
import { retirePublicCode } from '../../session';
import { showToast } from '../../ui/toast/toastStore';
import { CodeField } from './CodeFields';
import { checkCodes, type CodeChoice } from './codeRules';
import { GuessTimeNote } from './GuessTimeNote';
import { clearShortCodeNotice } from './shortCode';
import './setup.css';
import { Button } from '../../ui/Button';

const EMPTY: CodeChoice = { code: '', codeAgain: '', duress: '', duressAgain: '' };

/** The card opens below the tabs, maybe under the fold: it comes into sight and takes the focus. */
function focusOnOpen(heading: HTMLHeadingElement | null): void {
  if (!heading) return;
  heading.scrollIntoView?.({ block: 'start' });
  heading.focus({ preventScroll: true });
}

interface CodeSetupDialogProps {
  open: boolean;
  /** Codes the gate already reacts to (77777, 11111): a custom code may not contain them. */
  reservedCodes: readonly string[];
  onClose: () => void;
  /** Heard once the new code is saved, just before onClose ("Not now" closes without it). */
  onSaved?: () => void;
}

/**
 * Choose your own code (and optionally a duress code), opened from the one-line suggestion. It is an
 * inline card below the tabs, not a modal: it never stands between the user and help (every tab
 * stays usable). It takes the focus when it opens; "Not now" closes it until the next suggestion.
 */
export function CodeSetupDialog({ open, reservedCodes, onClose, onSaved }: CodeSetupDialogProps) {
  const { t } = useTranslation('vault');
  const [choice, setChoice] = useState<CodeChoice>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const field = (name: keyof CodeChoice) => (value: string) => {
    setChoice((c) => ({ ...c, [name]: value }));
    setError(null);
  };

  async function save() {
    const problem = checkCodes(choice, reservedCodes);
    if (problem) {
      setError(t(`errors.${problem}`));
      return;
    }
    setSaving(true);
    try {
      const result = await setCodes(choice.code, choice.duress || undefined);
      if (!result.ok) {
        setError(t(result.reason === 'same-as-duress' ? 'errors.sameAsDuress' : 'errors.failed'));
        return;
      }
      // 77777 opens nothing now: the calculator stops advertising it (see vault/publicCode.ts).
      retirePublicCode();
      clearShortCodeNotice();
      await writeMeta('setup', { done: true });
      void requestPersistentStorage();
      setChoice(EMPTY);
      showToast({ title: t('setup.savedTitle'), description: t('setup.savedMessage') });
      onSaved?.();
      onClose();
    } catch {
      setError(t('errors.failed'));
    } finally {
      setSaving(false);
    }
  }

  function notNow() {
    setChoice(EMPTY);
    setError(null);
    onClose();
  }

  if (!open) return null;
  return (
    <section className="setup-card" aria-labelledby={titleId}>
      <h2 id={titleId} ref={focusOnOpen} tabIndex={-1}>
        {t('setup.title')}
      </h2>
      <p>{t('setup.intro')}</p>
      <p className="setup-hint">{t('setup.howTo')}</p>
      <form
        autoComplete="off"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <CodeField label={t('setup.code')} value={choice.code} onChange={field('code')} />
        <GuessTimeNote digits={choice.code.length} />
        <CodeField
          label={t('setup.codeAgain')}
          value={choice.codeAgain}
          onChange={field('codeAgain')}
        />
        <fieldset className="setup-duress">
          <legend>{t('setup.duressTitle')}</legend>
          <p className="setup-hint">{t('setup.duressExplain')}</p>
          <CodeField label={t('setup.duress')} value={choice.duress} onChange={field('duress')} />
          <CodeField
            label={t('setup.duressAgain')}
            value={choice.duressAgain}
            onChange={field('duressAgain')}
          />
        </fieldset>
        {error && (
          <p className="setup-error" role="alert">
            {error}
          </p>
        )}
        <div className="setup-actions">
          <Button onClick={notNow}>{t('setup.notNow')}</Button>
          <Button type="submit" variant="primary" disabled={saving}>
            {saving ? t('setup.saving') : t('setup.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
