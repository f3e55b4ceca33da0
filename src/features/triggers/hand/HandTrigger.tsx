import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { Section } from '../../../ui/Section';
import { LtrNumbers } from '../../../ui/LtrNumbers';
import { useTestMode } from '../testMode';
import { TriggerSwitch } from '../TriggerSwitch';
import { HandTestView } from './HandTestView';
import { useHandStatus } from './handWatcher';
import { useHandControl } from './useHandControl';

/** The hand signal: switch, privacy note, status, and in test mode what the detector sees. */
export function HandTrigger() {
  const { t } = useTranslation('triggers');
  const { hand, saving, start, toggle } = useHandControl();
  const status = useHandStatus((s) => s.status);
  const testing = useTestMode((s) => s.on);
  const resumed = useRef(false);

  // Left on from an earlier session: the camera starts again when the Panic tab opens.
  useEffect(() => {
    if (!hand || status !== 'off' || resumed.current) return;
    resumed.current = true;
    void start();
  }, [hand, status, start]);

  return (
    <Section title={t('hand.title')}>
      <TriggerSwitch
        label={t('hand.label')}
        checked={hand}
        busy={saving || status === 'starting'}
        onToggle={() => {
          resumed.current = true;
          void toggle();
        }}
      >
        <p>{t('hand.explain')}</p>
        <p>
          <LtrNumbers text={t('hand.private')} />
        </p>
      </TriggerSwitch>
      {status === 'starting' && <p role="status">{t('hand.loading')}</p>}
      {status === 'watching' && <p className="triggers-listening">{t('hand.watching')}</p>}
      {status === 'watching' && testing && <HandTestView />}
    </Section>
  );
}
