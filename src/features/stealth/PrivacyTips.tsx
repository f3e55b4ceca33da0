import { useTranslation } from '../../i18n';
import { Section } from '../../ui/Section';

const TIPS = ['hide', 'stealth', 'history', 'downloads', 'duress', 'wipe'] as const;

export function PrivacyTips() {
  const { t } = useTranslation('stealth');
  return (
    <Section title={t('tips.title')}>
      <ul className="stealth-tips">
        {TIPS.map((tip) => (
          <li key={tip}>{t(`tips.${tip}`)}</li>
        ))}
      </ul>
    </Section>
  );
}
