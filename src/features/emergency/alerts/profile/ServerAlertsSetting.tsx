import { useEffect } from 'react';
import { useTranslation } from '../../../../i18n';
import { AdvancedSettingsSwitch } from '../../settings/AdvancedSettingsSwitch';
import { ChannelReadiness } from './ChannelReadiness';
import { ProfileUploadState } from './ProfileUploadState';
import { refreshAlertsStatus } from './profileSync';

interface ServerAlertsSettingProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The `Server alerts` switch (Advanced settings), what the server can deliver for this account,
 * and where the upload of her contacts stands. Saving the switch in the vault uploads or removes
 * the profile (profileSync.ts, started by the essentials' rewrite that every save runs).
 */
export function ServerAlertsSetting({ checked, onChange }: ServerAlertsSettingProps) {
  const { t } = useTranslation('contacts');
  useEffect(() => {
    if (checked) void refreshAlertsStatus();
  }, [checked]);
  return (
    <div className="server-alerts">
      <AdvancedSettingsSwitch
        label={t('serverAlerts.label')}
        hint={t('serverAlerts.hint')}
        checked={checked}
        onChange={onChange}
      />
      {checked && (
        <>
          <ChannelReadiness />
          <ProfileUploadState />
        </>
      )}
    </div>
  );
}
