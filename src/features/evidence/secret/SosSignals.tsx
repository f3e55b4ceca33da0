import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { LtrNumbers } from '../../../ui/LtrNumbers';
import { Section } from '../../../ui/Section';

const SIGNALS = ['hand', 'fakeCall', 'shake', 'keys'] as const;

/**
 * The invisible SOS signals, explained. They are switched on in the Panic tab (the hand signal,
 * the shake); this card only says what each does and links there.
 */
export function SosSignals({ onOpenPanic }: { onOpenPanic?: () => void }) {
  const { t } = useTranslation('evidence');
  return (
    <Section title={t('secret.signals.title')}>
      <ul className="evidence-signals">
        {SIGNALS.map((signal) => (
          <li key={signal}>
            <strong>{t(`secret.signals.${signal}.name`)}</strong>
            <span>
              <LtrNumbers text={t(`secret.signals.${signal}.text`)} />
            </span>
          </li>
        ))}
      </ul>
      {onOpenPanic ? (
        <Button block className="evidence-wide" onClick={onOpenPanic}>
          {t('secret.signals.openPanic')}
        </Button>
      ) : null}
    </Section>
  );
}
