import { MapPin } from 'lucide-react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import type { PositionResult } from '../../../platform/device/geolocation';
import { formatAccuracy } from './sosMessage';

interface SosLocationProps {
  position: PositionResult | null;
  onRetry: () => void;
}

/** "Getting your location…", then the coordinates, or that the alert goes without them. */
export function SosLocation({ position, onRetry }: SosLocationProps) {
  const { t, i18n } = useTranslation('sos');
  const fix = position?.ok ? position.position : null;
  return (
    <div className="sos-location">
      <p role="status">
        <MapPin size={18} aria-hidden />{' '}
        {position === null ? (
          t('sheet.locating')
        ) : fix ? (
          <>
            {t('sheet.location')}{' '}
            <bdi dir="ltr">
              {fix.lat.toFixed(6)}, {fix.lng.toFixed(6)}
            </bdi>{' '}
            ({t('sheet.accuracy', { accuracy: formatAccuracy(fix.accuracy, i18n.language) })})
          </>
        ) : (
          t('sheet.locationUnavailable')
        )}
      </p>
      {position !== null && !fix && <Button onClick={onRetry}>{t('sheet.retryLocation')}</Button>}
    </div>
  );
}
