import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLanguageStore, useTranslation } from '../../i18n';
import { LtrNumbers } from '../../ui/LtrNumbers';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Section } from '../../ui/Section';
import { offlineSafetyCheck } from './offlineSafetyCheck';
import { checkSafety, type RiskLevel } from './toolsApi';

interface Shown {
  query: string;
  result: string;
  riskLevel: RiskLevel;
  offline: boolean;
}

/**
 * A name, number, link or message → result and risk level (spec §3). Offline, the device checks
 * the text against the same scam patterns and keyword lists (offlineSafetyCheck.ts) and says the
 * check was on this device only.
 */
export function SafetyCheckSection() {
  const { t } = useTranslation('tools');
  const language = useLanguageStore((s) => s.language);
  const [query, setQuery] = useState('');
  const [checking, setChecking] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const fieldId = useId();
  const canCheck = query.trim() !== '' && !checking;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canCheck) return;
    const text = query.trim();
    setChecking(true);
    try {
      const answer = await checkSafety(text, language);
      if (answer.ok) {
        setShown({
          query: text,
          result: answer.result,
          riskLevel: answer.riskLevel,
          offline: false,
        });
      } else {
        setShown({ query: text, ...offlineSafetyCheck(text, language, t), offline: true });
      }
    } finally {
      setChecking(false);
    }
  };

  return (
    <Section title={t('safety.title')}>
      <p className="panel-note">{t('safety.intro')}</p>
      <form className="tools-form" autoComplete="off" onSubmit={(e) => void onSubmit(e)}>
        <label htmlFor={fieldId}>{t('safety.queryLabel')}</label>
        <div className="tools-row">
          <input
            className="ui-field"
            id={fieldId}
            type="text"
            dir="auto"
            value={query}
            autoComplete="off"
            spellCheck={false}
            maxLength={2000}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit" variant="primary" className="tools-submit" disabled={!canCheck}>
            <ShieldCheck size={16} aria-hidden /> {t('safety.check')}
          </Button>
        </div>
      </form>
      {shown ? (
        <Card
          tone="raised"
          className={`tools-result tools-risk-${shown.riskLevel}`}
          role={shown.riskLevel === 'high' ? 'alert' : 'status'}
        >
          <p className="tools-risk-label">{t(`safety.level.${shown.riskLevel}`)}</p>
          <p className="tools-query">
            <LtrNumbers text={t('safety.checked', { query: shown.query })} />
          </p>
          <p>
            <LtrNumbers text={shown.result} />
          </p>
          {shown.offline ? <p className="panel-note">{t('safety.offlineNote')}</p> : null}
        </Card>
      ) : null}
    </Section>
  );
}
