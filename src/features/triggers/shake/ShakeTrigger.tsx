import { useTranslation } from '../../../i18n';
import { requestMotionPermission } from '../../../platform/device/motion';
import { Section } from '../../../ui/Section';
import { LtrNumbers } from '../../../ui/LtrNumbers';
import { showToast } from '../../../ui/toast/toastStore';
import { TriggerSwitch } from '../TriggerSwitch';
import { useTriggerSettings } from '../triggerSettings';
import { useSaveTriggers } from '../useSaveTriggers';

/** The shake trigger's switch. Turning it on asks for motion access where the browser wants it (iOS). */
export function ShakeTrigger() {
  const { t } = useTranslation('triggers');
  const { shake } = useTriggerSettings();
  const { save, saving } = useSaveTriggers();

  const toggle = async () => {
    if (!shake) {
      // Asked first, inside the tap: iOS refuses the request from anywhere else.
      const permission = await requestMotionPermission();
      if (permission !== 'granted') {
        showToast({
          title: t(permission === 'denied' ? 'shake.denied' : 'shake.unsupported'),
          variant: 'destructive',
        });
        return;
      }
    }
    await save({ shake: !shake });
  };

  return (
    <Section title={t('shake.title')}>
      <TriggerSwitch
        label={t('shake.label')}
        checked={shake}
        busy={saving}
        onToggle={() => void toggle()}
      >
        <p>
          <LtrNumbers text={t('shake.explain')} />
        </p>
      </TriggerSwitch>
    </Section>
  );
}
