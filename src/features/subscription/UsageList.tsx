import { useTranslation } from '../../i18n';
import { FREE_LIMITS, type CaptureKind, type Usage } from './limits';

const KINDS: readonly CaptureKind[] = ['audio', 'photo', 'video'];

/** Each kind's count against its free limit, or "Unlimited". */
export function UsageList({ usage, unlimited }: { usage: Usage; unlimited: boolean }) {
  const { t } = useTranslation('subscription');
  return (
    <ul className="subscription-usage" aria-label={t('usageLabel')}>
      {KINDS.map((kind) => (
        <li key={kind}>
          <span>{t(`kind.${kind}`)}</span>
          <span dir="ltr">
            {unlimited
              ? t('unlimited')
              : t('usedOf', { used: usage[kind], limit: FREE_LIMITS[kind] })}
          </span>
        </li>
      ))}
    </ul>
  );
}
