import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { readMeta, writeMeta } from '../../vault';
import { LtrNumbers } from '../../ui/LtrNumbers';
import { CodeSetupDialog } from './CodeSetupDialog';
import { shouldSuggestOwnCode } from './suggestion';
import { useShortCodeNotice } from './shortCode';
import { Button } from '../../ui/Button';

type Showing = 'nothing' | 'line' | 'card';

/**
 * The nudge to replace 77777 with a code of one's own: one line with a button, on at most one unlock
 * a day (`shouldSuggestOwnCode`), below the tabs so that it never pushes the SOS button down. The
 * button opens the setup card in its place. A code of only 4 or 5 digits gets its own line.
 */
export function SetupPrompt({ reservedCodes }: { reservedCodes: readonly string[] }) {
  const { t } = useTranslation('vault');
  const [showing, setShowing] = useState<Showing>('nothing');
  const shortDigits = useShortCodeNotice((s) => s.digits);
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    void (async () => {
      const stored = await readMeta('setup');
      const now = Date.now();
      if (!shouldSuggestOwnCode(stored, now)) return;
      await writeMeta('setup', { done: false, suggestedAt: now });
      setShowing((current) => (current === 'nothing' ? 'line' : current));
    })().catch(() => {
      // The interface locked before the read finished (Hide, idle lock): nothing to show.
    });
  }, []);

  const openCard = () => setShowing('card');
  return (
    <>
      {showing === 'line' && (
        <p className="setup-reminder" role="note">
          <KeyRound size={16} aria-hidden />
          <span>{t('setup.reminder')}</span>
          <Button onClick={openCard}>{t('setup.reminderAction')}</Button>
        </p>
      )}
      {shortDigits !== null && showing !== 'card' && (
        <p className="setup-reminder" role="note">
          <KeyRound size={16} aria-hidden />{' '}
          <LtrNumbers text={t('setup.shortCode', { digits: String(shortDigits) })} />{' '}
          <Button onClick={openCard}>{t('setup.shortCodeAction')}</Button>
        </p>
      )}
      <CodeSetupDialog
        open={showing === 'card'}
        reservedCodes={reservedCodes}
        onClose={() => setShowing('nothing')}
      />
    </>
  );
}
