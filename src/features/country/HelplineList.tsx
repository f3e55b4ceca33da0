import { ExternalLink, Phone } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { ButtonLink } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { COUNTRIES } from './data/countries';
import { dialHelpline } from './data/dialable';
import type { CountryKey, Helpline } from './data/types';
import { LtrNumbers } from '../../ui/LtrNumbers';

interface HelplineListProps {
  title: string;
  country: CountryKey;
  lines: Helpline[];
  emergencyNumber: string;
}

/** Helplines with a call link (tel:) and a website link that opens in a new tab. */
export function HelplineList({ title, country, lines, emergencyNumber }: HelplineListProps) {
  const { t, i18n } = useTranslation('country');
  const iso = COUNTRIES[country].iso;
  return (
    <Section title={title}>
      {lines.length === 0 && (
        <p>
          <LtrNumbers text={t('noHelplines', { number: emergencyNumber })} />
        </p>
      )}
      <ul className="country-helplines">
        {lines.map((line) => {
          const noteKey = `country:notes.${country}.${line.id}`;
          return (
            <li key={line.id}>
              <div className="country-helpline-text">
                <strong>{line.name}</strong>
                <span dir="ltr" className="country-phone">
                  {line.phone}
                </span>
                {line.hours && <span className="country-hours">{t('open247')}</span>}
                {i18n.exists(noteKey) && (
                  <p>
                    <LtrNumbers text={i18n.t(noteKey as 'country:title')} />
                  </p>
                )}
              </div>
              <div className="country-helpline-actions">
                <ButtonLink
                  href={`tel:${dialHelpline(line, iso)}`}
                  aria-label={t('call', { name: line.name })}
                >
                  <Phone size={16} aria-hidden /> {t('callShort')}
                </ButtonLink>
                <ButtonLink
                  href={line.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('website', { name: line.name })}
                >
                  <ExternalLink size={16} aria-hidden /> {t('websiteShort')}
                </ButtonLink>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
