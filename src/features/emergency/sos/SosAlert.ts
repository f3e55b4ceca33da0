import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { type TFunction, useTranslation } from '../../../i18n';
import { openExternal } from '../../../platform/device/device';
import type { PositionResult } from '../../../platform/device/geolocation';
import { hasUserActivation, vibrate } from '../../../platform/device/vibrate';
import { onHidden } from '../../../platform/page/visibility';
import { readSosSetup, type SosSetup } from './SosSetup';
import { requestSosPosition } from './SosPosition';
import { sosLinks, type SosLink } from './sosLinks';
import { composeSosMessage, type SosMessageTexts } from './sosMessage';
import { currentLiveLink } from '../location/liveLink';

/**
 * The state behind one opening of the SOS sheet: the essentials and settings, one fresh position,
 * the composed message and every link. When both the setup and the position are known, the first
 * contact's first channel (SMS) is opened at once; everything else is a one-tap link.
 */
/** How long the first message waits for a position (the fix itself times out after 5 s). */
export const POSITION_CAP_MS = 8_000;
const NO_FIX_YET: PositionResult = { ok: false, reason: 'timeout' };
/** How soon the page must leave the screen for a scripted link to count as opened. */
const LEAVE_WINDOW_MS = 3_000;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function messageTexts(t: TFunction<'sos'>): SosMessageTexts {
  return {
    defaultMessage: t('message.default'),
    location: (link, accuracy) => t('message.location', { link, accuracy }),
    locationUnavailable: t('message.locationUnavailable'),
    time: (time) => t('message.time', { time }),
    live: (link) => t('message.live', { link }),
  };
}

export interface SosAlert {
  setup: SosSetup | null;
  /** null while the fix is being taken. */
  position: PositionResult | null;
  links: SosLink[];
  backupLinks: SosLink[];
  opened: ReadonlySet<string>;
  /** Whether the first SMS was handed to the phone without a tap ('skipped': no recent tap). */
  autoOpen: 'waiting' | 'tried' | 'skipped' | 'none';
  markOpened: (key: string) => void;
  /**
   * Opens a link from code (not a tap on it). It is marked opened only if the page then leaves the
   * screen (the app came up): a blocked or prompted link is never reported as opened.
   */
  openLink: (link: SosLink) => void;
  retryLocation: () => void;
}

export function useSosAlert(openedAt: number): SosAlert {
  const { t, i18n } = useTranslation('sos');
  const [setup, setSetup] = useState<SosSetup | null>(null);
  const [position, setPosition] = useState<PositionResult | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const [autoOpen, setAutoOpen] = useState<SosAlert['autoOpen']>('waiting');

  const markOpened = useCallback(
    (key: string) => setOpened((prev) => (prev.has(key) ? prev : new Set(prev).add(key))),
    [],
  );
  // Listeners still waiting for the page to leave; the sheet closing ends them.
  const leaving = useRef(new Set<() => void>());
  useEffect(() => {
    const waiting = leaving.current;
    return () => {
      for (const stop of waiting) stop();
    };
  }, []);
  const openLink = useCallback(
    (link: SosLink) => {
      const waiting = leaving.current;
      const unsubscribe = onHidden(() => {
        markOpened(link.key);
        stop();
      });
      const timer = setTimeout(() => stop(), LEAVE_WINDOW_MS);
      function stop() {
        clearTimeout(timer);
        unsubscribe();
        waiting.delete(stop);
      }
      waiting.add(stop);
      openExternal(link.href);
    },
    [markOpened],
  );

  const build = useCallback(
    (s: SosSetup, p: PositionResult) => {
      const body = composeSosMessage({
        customMessage: s.customMessage,
        position: p.ok ? p.position : null,
        at: openedAt,
        language: i18n.language,
        texts: messageTexts(t),
        liveLink: currentLiveLink(),
      });
      const text = { body, subject: t('message.emailSubject') };
      return {
        links: sosLinks(s.essentials.contacts, text),
        backupLinks: sosLinks(s.essentials.backupContacts, text),
      };
    },
    [openedAt, i18n.language, t],
  );

  const onSetup = useEffectEvent((s: SosSetup) => {
    setSetup(s);
    // A short buzz to confirm, only when silent mode is known to be off.
    if (s.silentMode === false) vibrate(200);
  });
  const onReady = useEffectEvent((s: SosSetup, p: PositionResult) => {
    setPosition(p);
    const first = build(s, p).links[0];
    // Without a recent tap a browser blocks (Android) or prompts for a scripted app link.
    if (!first) setAutoOpen('none');
    else if (!hasUserActivation()) setAutoOpen('skipped');
    else {
      setAutoOpen('tried');
      openLink(first);
    }
  });

  useEffect(() => {
    let live = true;
    const setupRead = readSosSetup();
    void setupRead.then((s) => live && onSetup(s));
    const fix = requestSosPosition();
    // An unanswered permission prompt holds the fix back without limit: do not hold the alert too.
    const capped = Promise.race([fix, wait(POSITION_CAP_MS).then(() => NO_FIX_YET)]);
    void Promise.all([setupRead, capped]).then(([s, p]) => live && onReady(s, p));
    // A fix that lands after the cap still updates the message and the links.
    void fix.then((p) => live && setPosition(p));
    return () => {
      live = false;
    };
  }, []);

  const retryLocation = useCallback(() => {
    setPosition(null);
    void requestSosPosition({ fresh: true }).then(setPosition);
  }, []);

  const built = useMemo(
    () => (setup && position ? build(setup, position) : { links: [], backupLinks: [] }),
    [setup, position, build],
  );

  return { setup, position, ...built, opened, autoOpen, markOpened, openLink, retryLocation };
}
