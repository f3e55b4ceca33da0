import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { currentPosition } from '../../../platform/device/geolocation';
import { Section } from '../../../ui/Section';
import { showToast } from '../../../ui/toast/toastStore';
import { raiseSosAlarm } from '../alerts';
import { recordCheckIn } from './checkInRepository';
import { formatCoordinates } from '../sos/sosMessage';
import { useSosSheet } from '../sos/sosStore';
import '../sos/sos.css';
import { report } from '../../../platform/report';

type Status = 'safe' | 'help';

/** The spec's location string for a check-in: "lat,lng" or "Location unavailable". */
export const NO_LOCATION = 'Location unavailable';

/**
 * Quick check-in (spec §2, §7): "I'm OK" or "Need Help" with a fresh position, kept on the device
 * and sent to the server. It never claims to have been sent when it was not. "Need Help" also
 * offers the SOS alert at once, without waiting for the position.
 */
export function QuickCheckIn() {
  const { t } = useTranslation('sos');
  const show = useSosSheet((s) => s.show);
  const [busy, setBusy] = useState<Status | null>(null);
  const [offerSos, setOfferSos] = useState(false);

  async function checkIn(status: Status) {
    if (status === 'help') setOfferSos(true);
    // Not `disabled`: that would drop the keyboard focus while the position is taken.
    if (busy) return;
    setBusy(status);
    try {
      const fix = await currentPosition();
      const location = fix.ok ? formatCoordinates(fix.position) : NO_LOCATION;
      const { sent } = await recordCheckIn(status, location);
      const logged = t(status === 'safe' ? 'quick.safeLogged' : 'quick.helpLogged');
      showToast({
        title: t('quick.recordedTitle'),
        description: sent ? logged : `${logged} ${t('quick.offline')}`,
      });
    } catch (error) {
      report('status not saved', error);
      showToast({
        title: t('quick.failedTitle'),
        description: t('quick.failedMessage'),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Section title={t('quick.title')}>
      <p>{t('quick.explain')}</p>
      <div className="sos-quick">
        <Button
          variant="safe"
          className="sos-quick-ok"
          aria-disabled={busy !== null}
          onClick={() => void checkIn('safe')}
        >
          <CircleCheck size={18} aria-hidden /> {t('quick.ok')}
        </Button>
        <Button
          variant="danger"
          className="sos-quick-help"
          aria-disabled={busy !== null}
          onClick={() => void checkIn('help')}
        >
          <CircleAlert size={18} aria-hidden /> {t('quick.help')}
        </Button>
      </div>
      <p role="status" className="panel-note">
        {busy ? t('quick.locating') : ''}
      </p>
      {offerSos && (
        <Card tone="danger" className="sos-offer">
          <p>{t('quick.offerSos')}</p>
          <Button
            variant="danger"
            className="sos-primary"
            onClick={() => {
              show('sos-button');
              void raiseSosAlarm();
            }}
          >
            {t('quick.openSos')}
          </Button>
        </Card>
      )}
    </Section>
  );
}
