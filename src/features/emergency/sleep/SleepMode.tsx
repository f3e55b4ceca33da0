import { useEffect, useMemo, useState } from 'react';
import { useLanguageStore, useTranslation } from '../../../i18n';
import { Section } from '../../../ui/Section';
import { vaultMode } from '../../../vault';
import {
  latestEntries,
  readSleepMode,
  setSleepMode,
  subscribeAccessLog,
  type SleepModeState,
} from './accessLog';
import '../location/location.css';
import { report } from '../../../platform/report';
import { Switch } from '../../../ui/Switch';

const EMPTY: SleepModeState = { on: false, log: [] };

/** Sleep mode's log as stored for the real vault; null until read, and always null elsewhere. */
function useRealSleepMode(real: boolean): [SleepModeState | null, (next: SleepModeState) => void] {
  const [state, setState] = useState<SleepModeState | null>(null);
  useEffect(() => {
    if (!real) return;
    let live = true;
    const load = () =>
      void readSleepMode()
        .then((value) => live && setState(value))
        .catch((error: unknown) => report('setting not read', error));
    load();
    const unsubscribe = subscribeAccessLog(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [real]);
  return [state, setState];
}

/**
 * Sleep mode (spec §4) with its access log: each opening of the app, and whether the real code
 * opened it. In the decoy the switch starts off, the log is empty and nothing is written: the real
 * log must not be revealed or changed there.
 */
export function SleepMode() {
  const { t } = useTranslation('emergency');
  const language = useLanguageStore((s) => s.language);
  const real = vaultMode() === 'real';
  const [stored, setStored] = useRealSleepMode(real);
  const [decoyOn, setDecoyOn] = useState(false);
  const state = real ? (stored ?? EMPTY) : { on: decoyOn, log: [] };
  const format = useMemo(
    () => new Intl.DateTimeFormat([language, 'en'], { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );

  function toggle() {
    const on = !state.on;
    if (!real) {
      setDecoyOn(on);
      return;
    }
    setStored({ ...state, on });
    setSleepMode(on).catch((error: unknown) => {
      report('setting not saved', error);
      setStored({ ...state });
    });
  }

  const entries = latestEntries(state.log);
  return (
    <Section title={t('sleep.title')}>
      <p>{t('sleep.explain')}</p>
      <div className="em-switch-row">
        <span id="em-sleep-switch">{t('sleep.switch')}</span>
        <Switch
          checked={state.on}
          aria-labelledby="em-sleep-switch"
          disabled={real && stored === null}
          stateText={state.on ? t('sleep.on') : t('sleep.off')}
          onCheckedChange={toggle}
        />
      </div>
      <h4 className="em-subtitle" id="em-sleep-log">
        {t('sleep.logTitle')}
      </h4>
      {entries.length === 0 ? (
        <p className="panel-note">{state.on ? t('sleep.logEmpty') : t('sleep.logOff')}</p>
      ) : (
        <ul className="em-access-log" aria-labelledby="em-sleep-log">
          {entries.map((entry) => (
            <li key={entry.id} className={entry.attempted ? 'em-access-attempt' : undefined}>
              <time dateTime={new Date(entry.at).toISOString()}>{format.format(entry.at)}</time>
              <span>{entry.attempted ? t('sleep.attempted') : t('sleep.normal')}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
