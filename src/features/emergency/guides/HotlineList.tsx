import { useTranslation } from '../../../i18n';
import { LtrNumbers } from '../../../ui/LtrNumbers';
import { Section } from '../../../ui/Section';
import { HOTLINES } from '../../help';
import '../location/location.css';

/**
 * The spec's hotlines (§9) with tel: links. Numbers and their sources live in Help's HOTLINES, and
 * their names in Help's translations, so both tabs always say the same thing.
 */
export function HotlineList() {
  const { t } = useTranslation('emergency');
  const { t: help } = useTranslation('help');
  const { t: shell } = useTranslation('shell');
  return (
    <Section title={t('hotlines.title')}>
      <ul className="em-hotlines">
        {HOTLINES.map((line) => (
          <li key={line.id}>
            <a href={`tel:${line.tel}`}>
              <LtrNumbers text={help(`hotline.${line.id}`)} />
            </a>
          </li>
        ))}
      </ul>
      <p className="panel-note">{t('hotlines.country', { tab: shell('tabs.country') })}</p>
    </Section>
  );
}
