import { useId } from 'react';
import type { Delivery } from '../../../../../api/contract';
import { useTranslation } from '../../../../i18n';
import type { ServerAlarm } from '../send';
import { DeliveryList } from './DeliveryList';
import { useAlarmReport } from './useAlarmReport';

interface AlertDeliveriesProps {
  alarm: ServerAlarm;
  /** Locked: "Contact 1", never the name. */
  hideNames: boolean;
  /** The block's look where it stands (the sheet's, the tab's). */
  className: string;
}

/**
 * One alarm's deliveries as the server reports them, per contact and channel. Until the server
 * accepted the alarm it says so; until it has reported, it lists nothing.
 */
export function AlertDeliveries({ alarm, hideNames, className }: AlertDeliveriesProps) {
  const { t } = useTranslation('sos');
  const titleId = useId();
  const report = useAlarmReport(alarm.state === 'accepted' ? alarm.id : null);
  const deliveries: Delivery[] = report?.deliveries ?? [];
  return (
    <section className={`${className} alert-deliveries`} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('deliveries.title')}</h3>
      {alarm.state === 'pending' ? (
        <p role="status">{t('deliveries.notReceived')}</p>
      ) : alarm.state === 'refused' ? (
        <p role="status">{t('deliveries.refused', { message: alarm.message ?? '' })}</p>
      ) : report === null ? (
        <p role="status">{t('deliveries.received')}</p>
      ) : deliveries.length === 0 ? (
        <p role="status">{t('deliveries.none')}</p>
      ) : (
        <DeliveryList deliveries={deliveries} hideNames={hideNames} labelledBy={titleId} />
      )}
    </section>
  );
}
