import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { openExternal } from '../../../platform/device/device';
import { useNow } from '../checkIn/checkInTimer';
import { callSchedule, type SosContact } from './sosLinks';

interface SosCallContactsProps {
  contacts: readonly SosContact[];
  /** "I'm Safe" stops calls that have not started. */
  safe: boolean;
  /** Locked: "Contact 1", "Contact 2"… instead of names. */
  hideNames: boolean;
}

/**
 * "Call contacts" (auto voice calls on): each contact's tel: link is opened 2 s × its priority
 * after the press. A web page cannot place a call: each one opens the phone's dialer, and a page in
 * the background may be paused until the user comes back, which the text says.
 */
export function SosCallContacts({ contacts, safe, hideNames }: SosCallContactsProps) {
  const { t } = useTranslation('sos');
  const titleId = useId();
  const schedule = useMemo(() => callSchedule(contacts), [contacts]);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [dialled, setDialled] = useState<ReadonlySet<string>>(() => new Set());
  const running = startedAt !== null && !safe;
  const now = useNow(running);
  const shownName = (name: string, index: number) =>
    hideNames ? t('sheet.contactNumber', { n: index + 1 }) : name;

  useEffect(() => {
    if (startedAt === null || safe) return;
    const timers = schedule.map((call) =>
      setTimeout(
        () => {
          openExternal(call.href);
          setDialled((prev) => new Set(prev).add(call.contactId));
        },
        Math.max(0, startedAt + call.delayMs - Date.now()),
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, [startedAt, safe, schedule]);

  if (schedule.length === 0) return null;
  return (
    <section className="sos-block" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('calls.title')}</h3>
      <p className="sos-note">{t('calls.explain')}</p>
      {running ? (
        <>
          <ul className="sos-calls" aria-live="polite">
            {schedule.map((call, index) => (
              <li key={call.contactId}>
                {dialled.has(call.contactId)
                  ? t('calls.dialled', { name: shownName(call.name, index) })
                  : t('calls.pending', {
                      name: shownName(call.name, index),
                      seconds: Math.max(0, Math.ceil((startedAt + call.delayMs - now) / 1000)),
                    })}
              </li>
            ))}
          </ul>
          <Button onClick={() => setStartedAt(null)}>{t('calls.stop')}</Button>
        </>
      ) : (
        !safe && (
          <Button variant="danger" className="sos-primary" onClick={() => setStartedAt(Date.now())}>
            {t('calls.start')}
          </Button>
        )
      )}
    </section>
  );
}
