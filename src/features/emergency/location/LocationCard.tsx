import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { isPhone, openExternal } from '../../../platform/device/device';
import { supportsGeolocation } from '../../../platform/device/geolocation';
import { showToast } from '../../../ui/toast/toastStore';
import { Section } from '../../../ui/Section';
import { getVaultDatabase } from '../../../vault';
import { onLock } from '../../../session';
import { sortContacts } from '../contacts/contactEssentials';
import { useEmergencySettings } from '../settings/emergencySettingsRepository';
import { fixAge, mapsLink, useLiveLocation, type Position } from './liveLocation';
import { LiveSharing } from '.';
import { currentLiveLink } from './liveLink';
import { SosLinkList } from '../sos/SosLinkList';
import { sosLinks, type SosLink } from '../sos/sosLinks';
import './location.css';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Switch } from '../../../ui/Switch';

/** The open store's contacts, with their names (the real vault's, or the decoy's own). */
async function loadContacts() {
  return sortContacts(await getVaultDatabase().contacts.toArray()).contacts;
}

/** The current time, once a second while `active` (for the fix's age). */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** Live location sharing and the tracking card (spec §2, §4). Never claims a message was sent. */
export function LocationCard() {
  const { t } = useTranslation('emergency');
  const supported = supportsGeolocation();
  // Spec §3: 10, 30 or 60 s (default 30), from the emergency settings.
  const frequency = useEmergencySettings().locationFrequencySeconds;
  const [sharing, setSharing] = useState(false);
  // The last message offered: a link per contact and channel, as the SOS sheet does.
  const [offer, setOffer] = useState<SosLink[] | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const fix = useLiveLocation(supported && sharing, frequency);
  const now = useNow(fix !== null);
  useEffect(() => onLock(() => setSharing(false)), []);

  if (!supported) {
    return (
      <Section title={t('location.title')}>
        <div className="em-loc-unsupported" role="status">
          <strong>{t('location.notSupportedTitle')}</strong>
          <p>{t('location.notSupported')}</p>
        </div>
      </Section>
    );
  }

  async function send(kind: 'share' | 'test', position: Position | null) {
    const contacts = await loadContacts().catch(() => []);
    const link = position ? mapsLink(position) : null;
    const text =
      kind === 'share'
        ? t('location.shareMessage', { link: link ?? '' })
        : link
          ? t('location.testMessage', { link })
          : t('location.testMessageNoFix');
    // While she shares her live location, the contact gets its page too.
    const live = currentLiveLink();
    const body = live ? `${text}\n${t('live.message', { link: live })}` : text;
    // Every contact, in priority order, by text, email and WhatsApp (a call carries no text).
    const links = sosLinks(contacts, { body, subject: t('location.emailSubject') }).filter(
      (l) => l.channel !== 'call',
    );
    const first = links[0];
    if (!first) {
      showToast({ title: t('location.noContactTitle'), description: t('location.noContact') });
      return;
    }
    setOffer(links);
    setOpened(new Set([first.key]));
    // The first contact's message opens at once (this press allows it); the others are a tap away.
    openExternal(first.href);
    const opened = isPhone() ? '' : ` ${t('location.notPhone')}`;
    showToast(
      kind === 'share'
        ? { title: t('location.sharedTitle'), description: t('location.sharedMessage') + opened }
        : { title: t('location.testTitle'), description: t('location.testToast') + opened },
    );
  }

  const age = fix ? fixAge(fix.timestamp, now) : null;
  return (
    <Section title={t('location.title')}>
      <LiveSharing />
      <p>{t('location.intro')}</p>
      <div className="em-switch-row">
        <span id="em-loc-switch">{t('location.switch')}</span>
        <Switch
          checked={sharing}
          aria-labelledby="em-loc-switch"
          stateText={sharing ? t('location.on') : t('location.off')}
          onCheckedChange={setSharing}
        />
      </div>
      {sharing && (
        <Card tone="raised">
          <p className="em-loc-status">{t('location.tracking', { seconds: frequency })}</p>
          {fix ? (
            <dl className="em-loc-fix">
              <dt>{t('location.lastFix')}</dt>
              <dd>
                <bdi dir="ltr">
                  {fix.lat.toFixed(5)}, {fix.lng.toFixed(5)}
                </bdi>
              </dd>
              <dt>{t('location.accuracyLabel')}</dt>
              <dd>{t('location.accuracy', { metres: Math.round(fix.accuracy) })}</dd>
              <dt>{t('location.ageLabel')}</dt>
              <dd>
                {age?.unit === 'minutes'
                  ? t('location.ageMinutes', { count: age.count })
                  : t('location.ageSeconds', { count: age?.count ?? 0 })}
              </dd>
            </dl>
          ) : (
            <p className="panel-note">{t('location.waiting')}</p>
          )}
        </Card>
      )}
      <div className="em-actions">
        <Button className="em-action-main" disabled={!fix} onClick={() => void send('share', fix)}>
          {t('location.shareNow')}
        </Button>
        <Button onClick={() => void send('test', fix)}>{t('location.testAlert')}</Button>
      </div>
      {offer && (
        <section className="em-loc-offer" aria-label={t('location.sendToEach')}>
          <p>{t('location.sendToEach')}</p>
          <SosLinkList
            links={offer}
            opened={opened}
            onOpened={(key) => setOpened((prev) => new Set(prev).add(key))}
          />
        </section>
      )}
      {!sharing && <p className="panel-note">{t('location.shareHint')}</p>}
      <p className="panel-note">{t('location.honest')}</p>
    </Section>
  );
}
