import { useTranslation } from '../../i18n';
import { Section } from '../../ui/Section';
import { INFO_REGIONS } from './regions';
import { LtrNumbers } from '../../ui/LtrNumbers';

const FEATURES = [
  'sos',
  'location',
  'evidence',
  'triggers',
  'stealth',
  'tools',
  'journal',
  'community',
  'country',
] as const;

export function InfoPanel() {
  const { t } = useTranslation('info');
  return (
    <div>
      <Section title={t('howTitle')}>
        <p>{t('how1')}</p>
        <p>{t('how2')}</p>
      </Section>
      <Section title={t('featuresTitle')}>
        <ul>
          {FEATURES.map((feature) => (
            <li key={feature}>{t(`feature.${feature}`)}</li>
          ))}
        </ul>
      </Section>
      <Section title={t('privacyTitle')}>
        <p>{t('privacy1')}</p>
        <p>{t('privacy2')}</p>
      </Section>
      <Section title={t('numbersTitle')}>
        <table className="panel-table">
          <tbody>
            {INFO_REGIONS.map((region) => (
              <tr key={region}>
                <th scope="row">{t(`region.${region}`)}</th>
                <td>
                  <LtrNumbers text={t(`number.${region}`)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="panel-note">
          <LtrNumbers text={t('numbersNote')} />
        </p>
      </Section>
      <Section title={t('safetyTitle')}>
        <ul>
          <li>{t('safety1')}</li>
          <li>{t('safety2')}</li>
          <li>{t('safety3')}</li>
        </ul>
      </Section>
    </div>
  );
}
