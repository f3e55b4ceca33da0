import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Section } from '../../../ui/Section';
import { LtrNumbers } from '../../../ui/LtrNumbers';
import { fireTrigger } from '../fire';
import { createTapCounter, TAPS_TO_FIRE, type TapCounter } from './tapCounter';
import { TriggerSwitch } from '../TriggerSwitch';
import { useTriggerSettings } from '../triggerSettings';
import { useSaveTriggers } from '../useSaveTriggers';
import { Button } from '../../../ui/Button';

/** The 5-tap trigger: its switch, and the tap area with its 0-to-5 counter. */
export function TapTrigger() {
  const { t } = useTranslation('triggers');
  const { tap } = useTriggerSettings();
  const { save, saving } = useSaveTriggers();
  const [count, setCount] = useState(0);
  const counter = useRef<TapCounter | null>(null);

  useEffect(() => {
    const created = createTapCounter({ onCount: setCount, onFire: () => fireTrigger('tap') });
    counter.current = created;
    return () => created.dispose();
  }, []);

  useEffect(() => {
    if (!tap) counter.current?.reset();
  }, [tap]);

  return (
    <Section title={t('tap.title')}>
      <TriggerSwitch
        label={t('tap.label')}
        checked={tap}
        busy={saving}
        onToggle={() => void save({ tap: !tap })}
      >
        <p>
          <LtrNumbers text={t('tap.explain')} />
        </p>
      </TriggerSwitch>
      <Button
        className="triggers-tap-area"
        aria-label={t('tap.area')}
        aria-describedby={tap ? undefined : 'triggers-tap-off'}
        disabled={!tap}
        onClick={() => counter.current?.tap()}
      >
        <span className="triggers-tap-count" aria-hidden>
          <bdi dir="ltr">
            {count}/{TAPS_TO_FIRE}
          </bdi>
        </span>
        <span className="triggers-tap-hint" aria-hidden>
          {t('tap.area')}
        </span>
      </Button>
      <p className="triggers-status" role="status">
        {tap ? (
          <LtrNumbers text={t('tap.count', { count, total: TAPS_TO_FIRE })} />
        ) : (
          <span id="triggers-tap-off">{t('tap.off')}</span>
        )}
      </p>
    </Section>
  );
}
