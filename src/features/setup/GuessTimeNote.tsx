import { useTranslation } from '../../i18n';
import { LtrNumbers } from '../../ui/LtrNumbers';
import { MAX_CODE, MIN_CODE } from './codeRules';
import { formatGuessTime } from './guessTime';

/**
 * How long a code of the typed length would resist someone trying every code on one computer
 * (measured figures, see guessTime.ts). Before a valid length is typed, it speaks of the minimum.
 */
export function GuessTimeNote({ digits, id }: { digits: number; id?: string }) {
  const { t, i18n } = useTranslation('vault');
  const length = digits >= MIN_CODE && digits <= MAX_CODE ? digits : MIN_CODE;
  const text = t('setup.estimate', {
    digits: String(length),
    duration: formatGuessTime(length, i18n.language),
  });
  return (
    <p className="setup-hint" id={id}>
      <LtrNumbers text={text} />
    </p>
  );
}
