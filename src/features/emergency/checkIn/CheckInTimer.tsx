import { Timer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Section } from '../../../ui/Section';
import { showToast } from '../../../ui/toast/toastStore';
import { DeadlineServerState, useDeadlineServer, WithdrawPending } from '../alerts';
import {
  CHECK_IN_MINUTES,
  cancelCheckIn,
  formatRemaining,
  inDecoy,
  startCheckIn,
  useCheckIn,
  useNow,
  useShownDeadline,
} from './checkInTimer';
import { checkCheckIn, startCheckInWatcher } from './checkInWatcher';
import '../sos/sos.css';
import { report } from '../../../platform/report';

/**
 * The check-in timer card (spec §4): choose 15, 30 or 60 minutes; a countdown; "I'm Safe" cancels
 * with a confirmation, "Cancel Timer" cancels silently; at zero the watcher opens the SOS alert.
 * It says plainly what a web app cannot do while it is closed.
 */
export function CheckInTimer() {
  const { t } = useTranslation('sos');
  // In the decoy: its own timer only, never the real one.
  const deadline = useShownDeadline();
  // A deadline the server holds alerts even with the app closed: then the note below is untrue.
  const held = useDeadlineServer(deadline ?? Number.NaN) === 'held';
  const firstOption = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    void startCheckInWatcher();
  }, []);

  const stop = async (confirm: boolean) => {
    firstOption.current?.focus();
    try {
      await cancelCheckIn();
      if (confirm)
        showToast({ title: t('checkIn.safeTitle'), description: t('checkIn.safeMessage') });
    } catch (error) {
      report('timer not cleared', error);
      showToast({ title: t('checkIn.cancelFailed'), variant: 'destructive' });
    }
  };

  return (
    <Section title={t('checkIn.title')}>
      <p>{t('checkIn.explain')}</p>
      <div className="sos-options" role="group" aria-label={t('checkIn.choose')}>
        {CHECK_IN_MINUTES.map((minutes, index) => (
          <Button
            key={minutes}
            ref={index === 0 ? firstOption : undefined}
            onClick={() =>
              void startCheckIn(minutes).catch((error: unknown) => {
                report('timer not saved', error);
                showToast({ title: t('checkIn.saveFailed'), variant: 'destructive' });
              })
            }
          >
            {t('checkIn.option', { minutes })}
          </Button>
        ))}
      </div>
      {deadline !== null && (
        <Countdown
          deadline={deadline}
          onSafe={() => void stop(true)}
          onCancel={() => void stop(false)}
        />
      )}
      <WithdrawPending />
      {!held && <p className="panel-note">{t('checkIn.keepOpen')}</p>}
    </Section>
  );
}

interface CountdownProps {
  deadline: number;
  onSafe: () => void;
  onCancel: () => void;
}

function Countdown({ deadline, onSafe, onCancel }: CountdownProps) {
  const { t } = useTranslation('sos');
  const wakeLock = useCheckIn((s) => (inDecoy() ? 'off' : s.wakeLock));
  const now = useNow(true);
  const remaining = deadline - now;
  const due = remaining <= 0;
  useEffect(() => {
    // At zero on screen, fire now rather than wait for the watcher's next check.
    if (due) void checkCheckIn();
  }, [due]);
  return (
    <Card tone="raised" className="sos-countdown">
      <p role="timer" className="sos-timer">
        <Timer size={18} aria-hidden />{' '}
        {t('checkIn.remaining', { time: formatRemaining(remaining) })}
      </p>
      <DeadlineServerState deadline={deadline} />
      {wakeLock === 'held' && <p className="panel-note">{t('checkIn.screenOn')}</p>}
      {(wakeLock === 'unsupported' || wakeLock === 'refused') && (
        <p className="panel-note">{t('checkIn.screenNotKept')}</p>
      )}
      <div className="sos-countdown-actions">
        <Button variant="safe" onClick={onSafe}>
          {t('checkIn.safe')}
        </Button>
        <Button variant="raised" onClick={onCancel}>
          {t('checkIn.cancel')}
        </Button>
      </div>
    </Card>
  );
}
