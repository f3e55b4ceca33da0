import { Share2 } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { shareText } from '../../platform/share';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/toastStore';
import { quoteKeyFor } from './quotes';

export function DailyQuote() {
  const { t } = useTranslation('journal');
  const quote = t(quoteKeyFor(new Date()));

  const share = async () => {
    const outcome = await shareText(quote);
    if (outcome === 'copied') showToast({ title: t('copied') });
    else if (outcome === 'failed') showToast({ title: t('shareFailed'), variant: 'destructive' });
  };

  return (
    <Section title={t('quoteTitle')}>
      <blockquote className="journal-quote">{quote}</blockquote>
      <button type="button" onClick={() => void share()}>
        <Share2 size={16} aria-hidden /> {t('share')}
      </button>
    </Section>
  );
}
