import { MapPin, Calculator } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { Section } from '../../ui/Section';

/** The spec's static location card, labelled as what it is: not a live assessment. */
export function LocationRiskCard() {
  const { t } = useTranslation('tools');
  return (
    <Section title={t('location.title')}>
      <p className="tools-location">
        <MapPin size={16} aria-hidden /> {t('location.status')}
      </p>
      <p className="panel-note">{t('location.notLive')}</p>
    </Section>
  );
}

export function BrandCard() {
  const { t } = useTranslation('tools');
  return (
    <Section title={t('brand.title')}>
      <p className="tools-location">
        <Calculator size={16} aria-hidden /> {t('brand.text')}
      </p>
    </Section>
  );
}
