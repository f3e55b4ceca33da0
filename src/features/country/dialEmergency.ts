import type { TFunction } from '../../i18n';
import { isPhone, openExternal } from '../../platform/device/device';
import { showToast } from '../../ui/toast/toastStore';

export type EmergencyType = 'unified' | 'police' | 'fire' | 'medical';

/**
 * Calling (spec §7): on phones (iPhone or Android user agents) a tel: link, with the toast
 * "Calling {number}"; elsewhere the toast "Call {number} for {type} emergency".
 */
export function dialEmergency(number: string, type: EmergencyType, t: TFunction<'country'>): void {
  if (isPhone()) {
    showToast({
      title: t('callingTitle', { number }),
      description: t('callingMessage'),
    });
    openExternal(`tel:${number}`);
    return;
  }
  showToast({
    title: t('callToast', { number, type: t(`type.${type}`) }),
    description: t('callToastHint'),
  });
}
