import { Ambulance, Flame, LocateFixed, Shield, Siren } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useLanguageStore, useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/toastStore';
import { useCountryStore } from './countryStore';
import { useEmergencyNumber } from './useEmergencyNumber';
import { COUNTRIES } from './data/countries';
import { COUNTRY_KEYS, type CountryKey } from './data/types';
import { dialEmergency, type EmergencyType } from './dialEmergency';
import { HelplineList } from './HelplineList';
import { type DetectionOutcome, useCountryDetection } from './useCountryDetection';
import './country.css';
import { LtrNumbers } from '../../ui/LtrNumbers';

const SERVICE_ICONS = { police: Shield, fire: Flame, medical: Ambulance } as const;

/** What each failed lookup says: what happened, and what to do. */
const DETECTION_MESSAGES = {
  denied: 'detectDenied',
  'no-position': 'detectNoPosition',
  'lookup-failed': 'detectFailed',
  'not-listed': 'detectNotListed',
} as const;

function useDisplayNames(language: string) {
  return useMemo(() => {
    const regions = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    const languages = new Intl.DisplayNames([language, 'en'], { type: 'language' });
    return {
      country: (key: CountryKey) => regions.of(COUNTRIES[key].iso) ?? COUNTRIES[key].name,
      language: (code: string) => languages.of(code) ?? code,
    };
  }, [language]);
}

export function CountryPanel() {
  const { t } = useTranslation('country');
  const language = useLanguageStore((s) => s.language);
  const names = useDisplayNames(language);
  const { country, detected, choose } = useCountryStore();
  const { requestDetection } = useCountryDetection();
  const [looking, setLooking] = useState(false);
  const [failure, setFailure] = useState<keyof typeof DETECTION_MESSAGES | null>(null);
  const pickerId = useId();
  const record = COUNTRIES[country];
  // The same number as the SOS card and sheet (region.ts): the record's, or, for a region outside
  // the 16 records (New Zealand's 111), that region's own.
  const unified = useEmergencyNumber();

  const lookUp = async () => {
    setLooking(true);
    setFailure(null);
    const outcome: DetectionOutcome = await requestDetection();
    setLooking(false);
    if (outcome in DETECTION_MESSAGES) setFailure(outcome as keyof typeof DETECTION_MESSAGES);
  };

  const call = (type: EmergencyType) =>
    dialEmergency(type === 'unified' ? unified : record.emergency[type], type, t);

  return (
    <div className="country">
      {detected ? (
        <p className="country-detected" role="status">
          <LocateFixed size={16} aria-hidden />{' '}
          {t('detected', { country: names.country(detected) })}
        </p>
      ) : (
        <Section title={t('detectTitle')}>
          <p>{t('detectExplain')}</p>
          <Button
            className="country-secondary"
            aria-busy={looking || undefined}
            disabled={looking}
            onClick={() => void lookUp()}
          >
            <LocateFixed size={16} aria-hidden /> {t('detectButton')}
          </Button>
          {failure && (
            <p className="country-error" role="alert">
              {t(DETECTION_MESSAGES[failure])}
            </p>
          )}
        </Section>
      )}

      <div className="country-picker">
        <label htmlFor={pickerId}>{t('countryLabel')}</label>
        <select
          id={pickerId}
          value={country}
          onChange={(event) => {
            const key = event.target.value as CountryKey;
            // The toast comes once the choice is saved, so it never claims more than is true.
            void choose(key).then(() =>
              showToast({
                title: t('updatedTitle'),
                description: t('updatedMessage', { country: names.country(key) }),
              }),
            );
          }}
        >
          {COUNTRY_KEYS.map((key) => (
            <option key={key} value={key}>
              {`${COUNTRIES[key].flag} ${names.country(key)}`}
            </option>
          ))}
        </select>
      </div>

      <Section title={t('emergencyTitle')}>
        <Button variant="danger" block className="country-unified" onClick={() => call('unified')}>
          <Siren size={22} aria-hidden /> {t('unified', { number: unified })}
        </Button>
        <div className="country-services">
          {(['police', 'fire', 'medical'] as const).map((type) => {
            const Icon = SERVICE_ICONS[type];
            return (
              <Button key={type} onClick={() => call(type)}>
                <Icon size={18} aria-hidden /> {t(type, { number: record.emergency[type] })}
              </Button>
            );
          })}
        </div>
        {record.silentCall && (
          <Card as="aside" tone="raised" className="country-silent">
            <strong>{t('silentCallTitle')}</strong>
            <p>
              <LtrNumbers text={t(`silentCall.${country as 'UK'}`)} />
            </p>
          </Card>
        )}
      </Section>

      <HelplineList
        title={t('domesticViolence')}
        country={country}
        lines={record.resources.domesticViolence}
        emergencyNumber={unified}
      />
      <HelplineList
        title={t('mentalHealth')}
        country={country}
        lines={record.resources.mentalHealth}
        emergencyNumber={unified}
      />

      <Section title={t('languagesTitle')}>
        <ul className="country-badges">
          {record.languages.map((code) => (
            <li key={code} lang={code}>
              {names.language(code)}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
