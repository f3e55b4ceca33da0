import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { openExternal } from '../../../platform/device/device';
import { getVaultDatabase } from '../../../vault';
import { sortContacts } from '../contacts/contactEssentials';
import { SosLinkList } from '../sos/SosLinkList';
import { sosLinks, type SosLink } from '../sos/sosLinks';
import {
  endSharing,
  LIVE_DURATIONS,
  resumeSharing,
  startSharing,
  useLiveView,
  type LiveDuration,
} from './liveSharing';
import './live.css';
import { Button } from '../../../ui/Button';

const DURATION_KEY = {
  '1h': 'live.duration1h',
  '8h': 'live.duration8h',
  untilStopped: 'live.untilStopped',
} as const;

/**
 * Live location for trusted contacts (issue 26): a session whose positions are sealed on this
 * phone; the contact follows them on /follow/<id>#<key>. Says only what the server confirmed.
 */
export function LiveSharing() {
  const { t, i18n } = useTranslation('emergency');
  const view = useLiveView();
  const [duration, setDuration] = useState<LiveDuration>('1h');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [offer, setOffer] = useState<SosLink[] | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());

  // A session left running (or a stop not yet confirmed) carries on when the tab opens.
  useEffect(() => {
    void resumeSharing().catch(() => undefined);
  }, []);

  const run = (action: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    void action()
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };

  async function sendLink(link: string) {
    const contacts = sortContacts(await getVaultDatabase().contacts.toArray()).contacts;
    const links = sosLinks(contacts, {
      body: t('live.message', { link }),
      subject: t('location.emailSubject'),
    }).filter((l) => l.channel !== 'call');
    const first = links[0];
    if (!first) {
      setOffer([]);
      return;
    }
    setOffer(links);
    setOpened(new Set([first.key]));
    openExternal(first.href);
  }

  const time = (at: number) =>
    new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(at);

  return (
    <section className="em-live" aria-labelledby="em-live-title">
      <h3 id="em-live-title">{t('live.title')}</h3>
      <p>{t('live.intro')}</p>
      {view.phase === 'off' && (
        <>
          <fieldset className="em-live-durations">
            <legend>{t('live.duration')}</legend>
            {LIVE_DURATIONS.map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="em-live-duration"
                  value={option}
                  checked={duration === option}
                  onChange={() => setDuration(option)}
                />
                {t(DURATION_KEY[option])}
              </label>
            ))}
          </fieldset>
          <div className="em-actions">
            <Button
              className="em-action-main"
              aria-disabled={busy}
              onClick={() => run(() => startSharing(duration))}
            >
              {busy ? t('live.starting') : t('live.start')}
            </Button>
          </div>
        </>
      )}
      {view.phase === 'on' && view.link && (
        <div className="em-live-on" role="status">
          <p className="em-live-state">
            {view.endsAt === null
              ? t('live.sharingOpen')
              : t('live.sharingUntil', { time: time(view.endsAt) })}
          </p>
          <p>
            {view.lastSentAt === null
              ? t('live.notSentYet')
              : t('live.lastSent', { time: time(view.lastSentAt) })}
          </p>
          {view.problem === 'position' && <p>{t('live.problemPosition')}</p>}
          {view.problem === 'server' && <p>{t('live.problemServer', { count: view.waiting })}</p>}
        </div>
      )}
      {view.phase === 'on' && view.link && (
        <>
          <label className="em-live-link">
            <span>{t('live.linkLabel')}</span>
            <input
              type="text"
              readOnly
              dir="ltr"
              value={view.link}
              onFocus={(e) => e.target.select()}
            />
          </label>
          <div className="em-actions">
            <Button className="em-action-main" onClick={() => void sendLink(view.link!)}>
              {t('live.send')}
            </Button>
            <Button aria-disabled={busy} onClick={() => run(() => endSharing())}>
              {t('live.stop')}
            </Button>
          </div>
          {offer && offer.length === 0 && <p role="status">{t('location.noContact')}</p>}
          {offer && offer.length > 0 && (
            <SosLinkList
              links={offer}
              opened={opened}
              onOpened={(key) => setOpened((prev) => new Set(prev).add(key))}
            />
          )}
          <p className="panel-note">{t('live.hidden')}</p>
        </>
      )}
      {view.phase === 'ending' && (
        <>
          <p role="status">{t('live.ending')}</p>
          <div className="em-actions">
            <Button
              className="em-action-main"
              aria-disabled={busy}
              onClick={() => run(() => endSharing())}
            >
              {t('live.stop')}
            </Button>
          </div>
        </>
      )}
      {failed && <p role="alert">{t('live.failed')}</p>}
    </section>
  );
}
