import { MessageCircleQuestion } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useEmergencyNumber } from '../country';
import { useLanguageStore, useTranslation } from '../../i18n';
import { LtrNumbers } from '../../ui/LtrNumbers';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { askAssistant } from './toolsApi';

/** Question → answer from /api/ai-assistant; offline or failing, the fallback with the number. */
export function AssistantSection() {
  const { t } = useTranslation('tools');
  const language = useLanguageStore((s) => s.language);
  const number = useEmergencyNumber();
  const [question, setQuestion] = useState('');
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState<{ question: string; text: string } | null>(null);
  const fieldId = useId();
  const canAsk = question.trim() !== '' && !asking;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canAsk) return;
    const text = question.trim();
    setAsking(true);
    try {
      const reply = await askAssistant(text, language);
      setAnswer({
        question: text,
        text: reply.ok ? reply.response : t('assistant.fallback', { number }),
      });
    } finally {
      setAsking(false);
    }
  };

  return (
    <Section title={t('assistant.title')}>
      <p className="panel-note">{t('assistant.intro')}</p>
      <form className="tools-form" autoComplete="off" onSubmit={(e) => void onSubmit(e)}>
        <label htmlFor={fieldId}>{t('assistant.questionLabel')}</label>
        <div className="tools-row">
          <input
            className="ui-field"
            id={fieldId}
            type="text"
            dir="auto"
            value={question}
            autoComplete="off"
            spellCheck={false}
            maxLength={2000}
            onChange={(event) => setQuestion(event.target.value)}
          />
          <Button type="submit" variant="primary" className="tools-submit" disabled={!canAsk}>
            <MessageCircleQuestion size={16} aria-hidden /> {t('assistant.ask')}
          </Button>
        </div>
      </form>
      <div role="status" className="tools-answer">
        {asking ? <p className="panel-note">{t('assistant.thinking')}</p> : null}
        {answer && !asking ? (
          <>
            <p className="tools-query">
              <LtrNumbers text={t('assistant.asked', { question: answer.question })} />
            </p>
            <p>
              <LtrNumbers text={answer.text} />
            </p>
          </>
        ) : null}
      </div>
    </Section>
  );
}
