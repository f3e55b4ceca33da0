import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/toastStore';
import { useMeta } from '../../vault';
import {
  AUTO_DELETE_MINUTES,
  armAutoDelete,
  cancelAutoDelete,
  formatRemaining,
  runAutoDeleteIfDue,
  type AutoDeleteDeadline,
  type AutoDeleteMinutes,
} from './autoDelete';
import { report } from '../../platform/report';

/** The current time, ticking every second while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** Choose 15, 30 or 60 minutes; a countdown while armed; Cancel. */
export function AutoDeleteTimer() {
  const { t } = useTranslation('stealth');
  const deadline = useMeta('autoDelete', null);
  const firstOption = useRef<HTMLButtonElement>(null);

  const save = async (change: () => Promise<void>) => {
    try {
      await change();
    } catch (error) {
      report('setting not changed', error);
      showToast({ title: t('autoDelete.saveFailed'), variant: 'destructive' });
    }
  };

  return (
    <Section title={t('autoDelete.title')}>
      <p>{t('autoDelete.explain')}</p>
      <p className="panel-note">{t('autoDelete.whenClosed')}</p>
      <div className="stealth-options" role="group" aria-label={t('autoDelete.choose')}>
        {AUTO_DELETE_MINUTES.map((minutes: AutoDeleteMinutes, index) => (
          <Button
            key={minutes}
            ref={index === 0 ? firstOption : undefined}
            aria-pressed={deadline?.minutes === minutes}
            onClick={() => void save(() => armAutoDelete(minutes))}
          >
            {t('autoDelete.option', { minutes })}
          </Button>
        ))}
      </div>
      {deadline && (
        <Countdown
          deadline={deadline}
          onCancel={() => {
            firstOption.current?.focus();
            void save(cancelAutoDelete);
          }}
        />
      )}
    </Section>
  );
}

function Countdown({ deadline, onCancel }: { deadline: AutoDeleteDeadline; onCancel: () => void }) {
  const { t } = useTranslation('stealth');
  const now = useNow(true);
  const remaining = deadline.at - now;
  const due = remaining <= 0;

  // At zero, run the check now rather than wait for the shell's next 30 s tick.
  useEffect(() => {
    if (!due) return;
    void runAutoDeleteIfDue(Date.now(), () =>
      showToast({
        title: t('autoDelete.deletedTitle'),
        description: t('autoDelete.deletedMessage'),
      }),
    );
  }, [due, t]);

  return (
    <Card tone="raised" className="stealth-countdown">
      <p role="timer">
        <Timer size={16} aria-hidden />{' '}
        {t('autoDelete.armed', { time: formatRemaining(remaining) })}
      </p>
      <Button variant="raised" onClick={onCancel}>
        {t('autoDelete.cancel')}
      </Button>
    </Card>
  );
}
