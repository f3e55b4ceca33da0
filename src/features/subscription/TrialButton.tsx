import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { showToast } from '../../ui/toast/toastStore';
import { startTrial } from './startTrial';

/** "Start 3-Day Trial": the provider is contacted only after this press. */
export function TrialButton() {
  const { t } = useTranslation('subscription');
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  const start = async () => {
    setBusy(true);
    setUnavailable(false);
    try {
      const outcome = await startTrial();
      if (outcome === 'unavailable') setUnavailable(true);
      else if (outcome === 'failed') {
        showToast({ title: t('infoTitle'), description: t('infoMessage') });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="subscription-primary"
        disabled={busy}
        onClick={() => void start()}
      >
        {t('startTrial')}
      </button>
      {unavailable && (
        <p role="alert" className="subscription-error">
          {t('notAvailable')}
        </p>
      )}
    </>
  );
}
