import { Phone, Siren } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Section } from '../../../ui/Section';
import { dialEmergency, useEmergencyNumber } from '../../country';
import { raiseSosAlarm } from '../alerts';
import { useSosSheet } from './sosStore';
import './sos.css';

/** The Emergency tab's first card: the big SOS Alert button and the region's emergency call. */
export function SosCard() {
  const { t } = useTranslation('sos');
  const { t: tCountry } = useTranslation('country');
  const show = useSosSheet((s) => s.show);
  const number = useEmergencyNumber();
  const labelId = useId();
  const subtitleId = useId();
  useEffect(() => {
    // Warm the sheet so it opens at once.
    void import('../sheet');
  }, []);
  return (
    <Section title={t('card.title')}>
      <div className="sos-card">
        <Button
          variant="danger"
          className="sos-alert"
          aria-labelledby={labelId}
          aria-describedby={subtitleId}
          onClick={() => {
            show('sos-button');
            void raiseSosAlarm();
          }}
        >
          <Siren size={28} aria-hidden />
          <span id={labelId} className="sos-alert-label">
            {t('card.sos')}
          </span>
          <span id={subtitleId} className="sos-alert-subtitle">
            {t('card.subtitle')}
          </span>
        </Button>
        <Button
          variant="raised"
          block
          className="sos-call"
          onClick={() => dialEmergency(number, 'unified', tCountry)}
        >
          <Phone size={18} aria-hidden /> {t('card.call', { number })}
        </Button>
      </div>
    </Section>
  );
}
