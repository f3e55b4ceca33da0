import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Section } from '../../ui/Section';
import { Switch } from '../../ui/Switch';
import { showToast } from '../../ui/toast/toastStore';
import { setStealthMode, useStealthEnabled } from './stealthMode';
import { report } from '../../platform/report';

/** The stealth mode switch, saved in the vault. */
export function StealthModeSwitch() {
  const { t } = useTranslation('stealth');
  const enabled = useStealthEnabled();
  const [saving, setSaving] = useState(false);
  const labelId = useId();
  const explainId = useId();

  const toggle = async () => {
    if (saving) return;
    setSaving(true);
    try {
      await setStealthMode(!enabled);
    } catch (error) {
      report('setting not saved', error);
      showToast({ title: t('mode.saveFailed'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section title={t('mode.title')}>
      <div className="stealth-switch-row">
        <span id={labelId} className="stealth-switch-label">
          {t('mode.label')}
        </span>
        <Switch
          checked={enabled}
          aria-labelledby={labelId}
          aria-describedby={explainId}
          busy={saving}
          onCheckedChange={() => void toggle()}
        />
      </div>
      <p id={explainId} className="panel-note">
        {t('mode.explain')}
      </p>
    </Section>
  );
}
