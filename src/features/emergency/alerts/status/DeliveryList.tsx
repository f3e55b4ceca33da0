import type { Delivery } from '../../../../../api/contract';
import { useTranslation, type TFunction } from '../../../../i18n';

interface DeliveryListProps {
  deliveries: readonly Delivery[];
  hideNames: boolean;
  labelledBy: string;
}

/** "Contact 1", "Backup contact 1"… in the order the server lists them, one number per contact. */
function anonymousLabels(deliveries: readonly Delivery[], t: TFunction<'sos'>) {
  const labels = new Map<string, string>();
  const counts = { trusted: 0, backup: 0 };
  for (const d of deliveries) {
    if (labels.has(d.contactId)) continue;
    const kind = d.backup ? 'backup' : 'trusted';
    counts[kind] += 1;
    const n = counts[kind];
    labels.set(
      d.contactId,
      d.backup ? t('sheet.backupContactNumber', { n }) : t('sheet.contactNumber', { n }),
    );
  }
  return labels;
}

/** The `Alert deliveries` list: each item names the contact, the channel and its status. */
export function DeliveryList({ deliveries, hideNames, labelledBy }: DeliveryListProps) {
  const { t } = useTranslation('sos');
  const anonymous = anonymousLabels(deliveries, t);
  const label = (d: Delivery) =>
    (hideNames ? '' : d.contactName.trim()) || (anonymous.get(d.contactId) ?? '');
  return (
    <ul className="alert-delivery-list" aria-labelledby={labelledBy}>
      {deliveries.map((d) => (
        <li key={`${d.contactId}:${d.channel}`} className={`alert-delivery-${d.status}`}>
          {t('deliveries.item', {
            contact: label(d),
            channel: t(`deliveries.channel.${d.channel}`),
            status: t(`deliveries.status.${d.status}`),
          })}
        </li>
      ))}
    </ul>
  );
}
