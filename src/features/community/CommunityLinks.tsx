import { Share2, ShoppingBag } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { shareText } from '../../platform/device/share';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/toastStore';
import { pageOrigin } from '../../platform/page/navigation';

/**
 * The shop and share links. What is shared is the calculator's address and a neutral sentence:
 * the person it reaches may share a phone with someone who must not learn what the app is.
 */
export function CommunityLinks({ onOpenShop }: { onOpenShop?: () => void }) {
  const { t } = useTranslation('community');

  const share = async () => {
    const outcome = await shareText(t('shareText', { url: pageOrigin() }));
    if (outcome === 'copied') showToast({ title: t('linkCopied') });
    else if (outcome === 'failed') showToast({ title: t('shareFailed'), variant: 'destructive' });
  };

  return (
    <Section title={t('linksTitle')}>
      <p>{t('linksMessage')}</p>
      <div className="community-links">
        {onOpenShop && (
          <Button onClick={onOpenShop}>
            <ShoppingBag size={16} aria-hidden /> {t('openShop')}
          </Button>
        )}
        <Button onClick={() => void share()}>
          <Share2 size={16} aria-hidden /> {t('share')}
        </Button>
      </div>
    </Section>
  );
}
