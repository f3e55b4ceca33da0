import { useTranslation } from '../../../../i18n';
import { useServerAlerts } from './profileStore';

/**
 * What this server can deliver for this account, in plain words, from its status: email, SMS
 * (or that it needs the enhanced alerts plan), push; and, when it can send neither email nor SMS,
 * that alerts go through the links she sends herself.
 */
export function ChannelReadiness() {
  const { t } = useTranslation('contacts');
  const status = useServerAlerts((s) => s.status);
  const unknown = useServerAlerts((s) => s.statusUnknown);
  if (!status)
    return unknown ? <p className="panel-note">{t('serverAlerts.statusUnknown')}</p> : null;
  const { email, sms, push } = status.channels;
  const smsLine = sms
    ? t('serverAlerts.sms.ready')
    : status.smsNeedsUpgrade
      ? t('serverAlerts.sms.upgrade')
      : t('serverAlerts.sms.off');
  return (
    <div className="server-alerts-channels">
      <ul aria-label={t('serverAlerts.channels')}>
        <li>{t(email ? 'serverAlerts.email.ready' : 'serverAlerts.email.off')}</li>
        <li>{smsLine}</li>
        <li>{t(push ? 'serverAlerts.push.ready' : 'serverAlerts.push.off')}</li>
      </ul>
      {!email && !sms && (
        <p className="panel-note">{t(push ? 'serverAlerts.linksOnly' : 'serverAlerts.nothing')}</p>
      )}
    </div>
  );
}
