import { Clock, Crown, Gift, Smartphone, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useLanguageStore, useTranslation } from '../../i18n';
import { LtrNumbers } from '../../ui/LtrNumbers';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/toastStore';
import { LIMIT_PROMPT_TOTAL, subscriptionView } from './limits';
import { PaidPlans } from './PaidPlans';
import { useSubscriptionState } from './subscriptionState';
import { TrialButton } from './TrialButton';
import { UsageList } from './UsageList';
import './subscription.css';
import { Button } from '../../ui/Button';

/** The Subscription tab (spec §4): one of four views, in the spec's order. */
export function SubscriptionPanel() {
  return (
    <div className="subscription">
      <SubscriptionView />
    </div>
  );
}

/** A plan's end, in her language and time zone. */
function EndDate({ iso, label }: { iso: string; label: 'trialEnds' | 'planEnds' }) {
  const { t } = useTranslation('subscription');
  const language = useLanguageStore((s) => s.language);
  const format = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }),
    [language],
  );
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <p className="subscription-lead">
      <Clock size={18} aria-hidden /> {t(label)}{' '}
      <time dateTime={date.toISOString()}>{format.format(date)}</time>
    </p>
  );
}

function SubscriptionView() {
  const { t } = useTranslation('subscription');
  const state = useSubscriptionState();
  if (!state) return null;
  const { subscription, usage } = state;
  const view = subscriptionView(subscription, usage);

  if (view === 'friend') {
    return (
      <Section title={t('friendTitle')}>
        <p className="subscription-lead">
          <Gift size={18} aria-hidden /> {t('friendMessage')}
        </p>
        <UsageList usage={usage} unlimited />
      </Section>
    );
  }
  if (view === 'trial') {
    return (
      <Section title={t('trialTitle')}>
        {subscription.trialEnd && <EndDate iso={subscription.trialEnd} label="trialEnds" />}
        <UsageList usage={usage} unlimited />
        <PaidPlans />
      </Section>
    );
  }
  if (view === 'premium') {
    const plan = subscription.plan === 'yearly' ? 'yearly' : 'monthly';
    return (
      <Section title={t('premiumTitle')}>
        <p className="subscription-lead">
          <Crown size={18} aria-hidden /> {t(`plan.${plan}`)}
        </p>
        {subscription.periodEnd && <EndDate iso={subscription.periodEnd} label="planEnds" />}
        <UsageList usage={usage} unlimited />
      </Section>
    );
  }
  if (view === 'limit') {
    return (
      <Section title={t('limitTitle')}>
        <p className="subscription-lead">
          <TriangleAlert size={18} aria-hidden />{' '}
          <LtrNumbers text={t('limitMessage', { total: LIMIT_PROMPT_TOTAL })} />
        </p>
        <p>
          <LtrNumbers text={t('trialPrice')} />
        </p>
        <UsageList usage={usage} unlimited={false} />
        <TrialButton />
        <PaidPlans />
      </Section>
    );
  }
  return (
    <Section title={t('freeTitle')}>
      <p>{t('freeMessage')}</p>
      <UsageList usage={usage} unlimited={false} />
      <Button
        variant="primary"
        onClick={() => showToast({ title: t('mobileTitle'), description: t('mobileMessage') })}
      >
        <Smartphone size={16} aria-hidden /> {t('getMobileApp')}
      </Button>
      <div className="subscription-choices">
        <TrialButton />
      </div>
      <PaidPlans />
    </Section>
  );
}
