import { useMemo, useState } from 'react';
import { PLAN_PRICES } from '../../../common/payments/prices';
import { useLanguageStore, useTranslation } from '../../i18n';
import { startPlanCheckout } from './checkout';
import { usePaymentsConfig } from './usePaymentsConfig';
import { Button } from '../../ui/Button';

type Problem = 'unavailable' | 'failed';

/**
 * "Monthly" and "Yearly": one payment for a fixed period at the provider's hosted checkout, opened
 * only when she presses one. Without a provider on the server, one sentence says so.
 */
export function PaidPlans() {
  const { t } = useTranslation('subscription');
  const language = useLanguageStore((s) => s.language);
  // Each price in her language, isolated (FSI…PDI) so a right-to-left sentence cannot reorder
  // its digits: "2.99" must never read as "99.2".
  const prices = useMemo(() => {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency: 'GBP' });
    const price = (pence: number) => `\u2068${format.format(pence / 100)}\u2069`;
    return { monthly: price(PLAN_PRICES.monthly.pence), yearly: price(PLAN_PRICES.yearly.pence) };
  }, [language]);
  const config = usePaymentsConfig();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  if (config === undefined) return null;
  // The plans are always listed; without a provider (or a server) the buttons are off and one
  // sentence says why.
  const unavailable =
    config === null ? 'paymentsOffline' : config.checkout ? null : 'paymentsNotSetUp';

  const buy = async (plan: 'monthly' | 'yearly') => {
    setBusy(true);
    setProblem(null);
    const outcome = await startPlanCheckout(plan);
    // On success the page is leaving; stay disabled so a second press sends nothing.
    if (outcome !== 'redirecting') {
      setProblem(outcome);
      setBusy(false);
    }
  };

  return (
    <div className="subscription-plans">
      <p>{t('paidPlans', prices)}</p>
      <div className="subscription-plan-buttons">
        <Button
          variant="primary"
          disabled={busy || unavailable !== null}
          aria-describedby={unavailable ? 'subscription-plans-note' : undefined}
          onClick={() => void buy('monthly')}
        >
          {t('monthly')}
        </Button>
        <Button
          variant="primary"
          disabled={busy || unavailable !== null}
          aria-describedby={unavailable ? 'subscription-plans-note' : undefined}
          onClick={() => void buy('yearly')}
        >
          {t('yearly')}
        </Button>
      </div>
      {unavailable && (
        <p id="subscription-plans-note" className="subscription-note">
          {t(unavailable)}
        </p>
      )}
      {problem && (
        <p role="alert" className="subscription-error">
          {t(problem === 'unavailable' ? 'paymentsNotSetUp' : 'checkoutFailed')}
        </p>
      )}
    </div>
  );
}
