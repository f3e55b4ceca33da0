import { Share2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '../../i18n';
import { shareText } from '../../platform/device/share';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/toastStore';
import { quoteKeyFor } from './quotes';
import { selectContents } from '../../platform/page/focus';

export function DailyQuote() {
  const { t } = useTranslation('journal');
  const quote = t(quoteKeyFor(new Date()));
  const quoteRef = useRef<HTMLQuoteElement>(null);

  const share = async () => {
    const outcome = await shareText(quote);
    if (outcome === 'copied') showToast({ title: t('copied') });
    else if (outcome === 'failed') {
      // Neither shared nor copied: the quote is selected, so her own Copy takes it.
      selectText(quoteRef.current);
      showToast({
        title: t('shareFailed'),
        description: t('shareFailedHint'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Section title={t('quoteTitle')}>
      <blockquote ref={quoteRef} className="journal-quote">
        {quote}
      </blockquote>
      <Button onClick={() => void share()}>
        <Share2 size={16} aria-hidden /> {t('share')}
      </Button>
    </Section>
  );
}

function selectText(element: HTMLElement | null): void {
  if (element) selectContents(element);
}
