import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n';
import { setCodes, verifyCurrentCode } from '../../vault';
import { retirePublicCode } from '../../session';
import { clearShortCodeNotice, GuessTimeNote } from '../setup';
import { checkCodeForm, type CodeForm, MAX_CODE_DIGITS } from './codeRules';
import { Field } from './Field';
import { SettingsSection } from '../../ui/SettingsSection';
import { report } from '../../platform/report';
import { Button } from '../../ui/Button';

const EMPTY: CodeForm = { current: '', code: '', codeAgain: '', duress: '', duressAgain: '' };

type Phase = 'idle' | 'checking' | 'saving';
type Outcome = { kind: 'error'; text: string } | { kind: 'success'; text: string } | null;

/** Change code (and the optional duress code). Each step derives a key, which takes ~0.3–1 s. */
export function SecuritySection() {
  const { t } = useTranslation('settings');
  const [form, setForm] = useState<CodeForm>(EMPTY);
  const [phase, setPhase] = useState<Phase>('idle');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const busy = phase !== 'idle';
  const fail = (text: string) => setOutcome({ kind: 'error', text });

  const field = (name: keyof CodeForm, label: string, hint?: string) => (
    <Field
      label={label}
      value={form[name]}
      onValueChange={(value) => setForm((f) => ({ ...f, [name]: value }))}
      hint={hint}
      secret
      digits
      maxLength={MAX_CODE_DIGITS}
      disabled={busy}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    const problem = checkCodeForm(form);
    if (problem) return fail(t(`security.${problem}`));
    try {
      setPhase('checking');
      if (!(await verifyCurrentCode(form.current))) return fail(t('security.errorWrongCurrent'));
      setPhase('saving');
      const result = await setCodes(form.code, form.duress || undefined);
      if (!result.ok) {
        return fail(
          t(
            result.reason === 'same-as-duress'
              ? 'security.errorSameAsDuress'
              : 'security.errorLocked',
          ),
        );
      }
      // 77777 opens nothing now: the calculator stops advertising it (see vault/publicCode.ts).
      retirePublicCode();
      clearShortCodeNotice();
      const text = t('security.success');
      setOutcome({
        kind: 'success',
        text: form.duress ? `${text} ${t('security.successDuress')}` : text,
      });
      setForm(EMPTY);
    } catch (error) {
      report('change failed', error);
      fail(t('security.errorFailed'));
    } finally {
      setPhase('idle');
    }
  };

  return (
    <SettingsSection title={t('security.section')}>
      <h3>{t('security.changeCode')}</h3>
      <p>{t('security.codeExplained')}</p>
      <p>{t('security.duressExplained')}</p>
      <form
        autoComplete="off"
        className="settings-form"
        onSubmit={(event) => void submit(event)}
        aria-busy={busy}
      >
        {field('current', t('security.current'))}
        {field('code', t('security.new'), t('security.recommendation'))}
        <GuessTimeNote digits={form.code.length} />
        {field('codeAgain', t('security.newAgain'))}
        {field('duress', t('security.duress'), t('security.duressHint'))}
        {field('duressAgain', t('security.duressAgain'))}
        <Button type="submit" variant="raised" className="settings-button" disabled={busy}>
          <KeyRound size={16} aria-hidden /> {t('security.submit')}
        </Button>
        <p role="status" className="panel-note">
          {phase === 'checking' && t('security.checking')}
          {phase === 'saving' && t('security.saving')}
          {outcome?.kind === 'success' && outcome.text}
        </p>
        {outcome?.kind === 'error' && (
          <p role="alert" className="settings-error">
            {outcome.text}
          </p>
        )}
      </form>
    </SettingsSection>
  );
}
