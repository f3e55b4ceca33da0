import { useTranslation } from '../../i18n';
import { Section } from '../../ui/Section';
import { useEmergencyNumber } from '../country';
import { HOTLINES } from './hotlines';
import { LtrNumbers } from '../../ui/LtrNumbers';
import { isPublicCodeRetired } from '../../session';

/** Every tab of the interface (the shell's TAB_IDS, which this feature may not import). */
export const GUIDE = [
  'emergency',
  'evidence',
  'stealth',
  'chat',
  'panic',
  'country',
  'shop',
  'tools',
  'journal',
  'community',
  'info',
  'subscription',
  'help',
] as const;

export interface HelpPanelProps {
  codes: { unlock: string; panic: string; friend: string };
}

export function HelpPanel({ codes }: HelpPanelProps) {
  const { t } = useTranslation('help');
  const { t: tabName } = useTranslation('shell');
  const number = useEmergencyNumber();
  // Once the user's own code has replaced 77777, 77777 and 11111 open nothing: say so, not them.
  const retired = isPublicCodeRetired();
  return (
    <div>
      <Section title={t('welcomeTitle')}>
        <p>{t('welcome')}</p>
      </Section>
      <Section title={t('codesTitle')}>
        <ul>
          <li>
            <LtrNumbers text={retired ? t('codeOwn') : t('codeUnlock', { code: codes.unlock })} />
          </li>
          <li>
            <LtrNumbers text={t('codePanic', { code: codes.panic })} />
          </li>
          <li>{t('codeDuress')}</li>
          <li>
            {/* Phones have no # key: the touch form of the panic code (features of the gate). */}
            <LtrNumbers text={t('codePanicTouch', { digits: codes.panic.replace(/#$/, '') })} />
          </li>
          {!retired && (
            <li>
              <LtrNumbers text={t('codeFriend', { code: codes.friend })} />
            </li>
          )}
          <li>{t('codeHide')}</li>
        </ul>
      </Section>
      <Section title={t('quickStartTitle')}>
        <ol>
          <li>{t('step1')}</li>
          <li>{t('step2')}</li>
          <li>{t('step3')}</li>
          <li>{t('step4')}</li>
        </ol>
      </Section>
      <Section title={t('guideTitle')}>
        <ul>
          {GUIDE.map((tab) => (
            <li key={tab}>
              <strong>{tabName(`tabs.${tab}`)}</strong>: {t(`guide.${tab}`)}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('safetyTitle')}>
        <ul>
          <li>{t('safety1')}</li>
          <li>{t('safety2')}</li>
          <li>{t('safety3')}</li>
          <li>
            <LtrNumbers text={t('safety4')} />
          </li>
        </ul>
        <p>
          <a href={`tel:${number}`}>
            <LtrNumbers text={t('yourNumber', { number })} />
          </a>
        </p>
      </Section>
      <Section title={t('hotlinesTitle')}>
        <ul>
          {HOTLINES.map((line) => (
            <li key={line.id}>
              <a href={`tel:${line.tel}`}>
                <LtrNumbers text={t(`hotline.${line.id}`)} />
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
