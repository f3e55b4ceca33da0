import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { Section } from '../../ui/Section';
import { useTestMode } from './testMode';
import { TriggerSwitch } from './TriggerSwitch';

/** Test mode's switch and what a trigger would have done. Leaving the tab turns it off. */
export function TestModeCard() {
  const { t } = useTranslation('triggers');
  const { on, wouldFire, setOn } = useTestMode();

  useEffect(() => () => useTestMode.getState().setOn(false), []);

  return (
    <Section title={t('testMode.title')}>
      <TriggerSwitch label={t('testMode.label')} checked={on} onToggle={() => setOn(!on)}>
        <p>{t('testMode.explain')}</p>
      </TriggerSwitch>
      {on && (
        // A new element for each fire, so the same trigger twice is announced (and seen) twice.
        <p
          key={wouldFire?.n ?? 0}
          className="triggers-test-result"
          role="status"
          aria-live="polite"
        >
          {wouldFire ? t(`testMode.wouldFire.${wouldFire.source}`) : t('testMode.idle')}
        </p>
      )}
    </Section>
  );
}
