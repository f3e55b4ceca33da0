import { Phone } from 'lucide-react';
import { useTranslation } from '../i18n';
import { Section } from '../ui/Section';
import type { PanelProps } from './panels';
import { useEmergencyNumber } from '../features/country';
import { LtrNumbers } from '../ui/LtrNumbers';

type UnavailableTab = Exclude<
  PanelProps['tab'],
  'info' | 'help' | 'country' | 'journal' | 'stealth' | 'emergency'
>;

/** An honest empty state for a tab whose feature has not landed, with the way to get help now. */
export function UnavailablePanel({ tab }: PanelProps) {
  const { t } = useTranslation('shell');
  const number = useEmergencyNumber();
  return (
    <div>
      <Section title={t('unavailable.title')}>
        <p>{t(`unavailable.${tab as UnavailableTab}`)}</p>
      </Section>
      <Section title={t('unavailable.callNow', { number })}>
        <p>
          <LtrNumbers text={t('unavailable.callNowHint', { number })} />
        </p>
        <a className="shell-call" href={`tel:${number}`}>
          <Phone size={18} aria-hidden /> {number}
        </a>
      </Section>
    </div>
  );
}
