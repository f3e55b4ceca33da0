import { useTranslation } from '../../i18n';
import { Section } from '../../ui/Section';
import { LtrNumbers } from '../../ui/LtrNumbers';
import { HandTrigger } from './hand/HandTrigger';
import { RiskCard } from './RiskCard';
import { ShakeTrigger } from './shake/ShakeTrigger';
import { TapTrigger } from './tap/TapTrigger';
import { TestModeCard } from './TestModeCard';
import { VoiceTrigger } from './voice/VoiceTrigger';
import './triggers.css';

/** The Panic tab (spec §2): the hands-free triggers, test mode and the risk level card. */
export function PanicPanel() {
  const { t } = useTranslation('triggers');
  return (
    <div className="triggers">
      <Section title={t('intro.title')}>
        <p>{t('intro.explain')}</p>
      </Section>
      <TestModeCard />
      <TapTrigger />
      <ShakeTrigger />
      <VoiceTrigger />
      <HandTrigger />
      <Section title={t('keyboard.title')}>
        <p>
          <LtrNumbers text={t('keyboard.explain')} />
        </p>
      </Section>
      <RiskCard />
    </div>
  );
}
