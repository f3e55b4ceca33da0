import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { startTrial } from './checkout';
import { Button } from '../../ui/Button';

type Problem = 'used' | 'hasPlan' | 'failed';

/** "Start 3-Day Trial": the server starts it without a card; the tab then shows "Trial". */
export function TrialButton() {
  const { t } = useTranslation('subscription');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const start = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await startTrial();
      if (outcome !== 'started') setProblem(outcome);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="primary" disabled={busy} onClick={() => void start()}>
        {t('startTrial')}
      </Button>
      {problem && (
        <p role="alert" className="subscription-error">
          {t(`trialProblem.${problem}`)}
        </p>
      )}
    </>
  );
}
