import { useId, useState } from 'react';
import { useLanguageStore, useTranslation } from '../../i18n';
import { Section } from '../../ui/Section';
import { assessRisk } from './riskLevel';

/**
 * The risk level card: the user describes what is happening and sees low, medium or high with what
 * to do. The text stays in this component's memory only: it is never saved or sent.
 */
export function RiskCard() {
  const { t } = useTranslation('triggers');
  const language = useLanguageStore((s) => s.language);
  const [text, setText] = useState('');
  const level = assessRisk(text, language);
  const inputId = useId();
  return (
    <Section title={t('risk.title')}>
      <label htmlFor={inputId}>{t('risk.label')}</label>
      <textarea
        id={inputId}
        className="triggers-risk-input"
        rows={3}
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <p className="panel-note">{t('risk.private')}</p>
      <div className={`triggers-risk triggers-risk-${level}`} role="status">
        <p className="triggers-risk-level">{t(`risk.level.${level}`)}</p>
        <p>{t(`risk.advice.${level}`)}</p>
      </div>
    </Section>
  );
}
