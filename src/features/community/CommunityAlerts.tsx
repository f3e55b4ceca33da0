import { useLanguageStore, useTranslation } from '../../i18n';
import { Section } from '../../ui/Section';
import { ageOf, formatAge, shortDescription } from './alerts';
import { useCommunityAlerts } from './communityRepository';
import { useMinuteClock } from './useMinuteClock';

/**
 * The five newest reports, with their category and age in the user's language; her own say where
 * they stand until they are public.
 */
export function CommunityAlerts() {
  const now = useMinuteClock();
  const { t } = useTranslation('community');
  const language = useLanguageStore((s) => s.language);
  const alerts = useCommunityAlerts();
  return (
    <Section title={t('alertsTitle')}>
      {alerts.length === 0 && <p>{t('noAlerts')}</p>}
      <ul className="community-alerts" aria-label={t('alertsTitle')}>
        {alerts.map((alert) => (
          <li key={alert.id}>
            <div className="community-alert-head">
              <span className="community-badge">{t(`category.${alert.category}`)}</span>
              <span className="community-age">
                {formatAge(ageOf(alert.createdAt, now), language, t('justNow'))}
              </span>
            </div>
            {/* Others write in their own language: each text takes its own direction. */}
            <p dir="auto">{shortDescription(alert.description)}</p>
            {/* Her own report is never shown as public before the server publishes it. */}
            {alert.status && (
              <p className={`community-review community-review-${alert.status}`}>
                {t(`review.${alert.status}`)}
              </p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
