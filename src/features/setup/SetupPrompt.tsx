import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { readMeta, useMeta, writeMeta } from '../../vault';
import { LtrNumbers } from '../../ui/LtrNumbers';
import { CodeSetupDialog } from './CodeSetupDialog';
import { useShortCodeNotice } from './shortCode';

/** After "Not now", the setup comes back on the third unlock after that. */
export const REMIND_AFTER_UNLOCKS = 3;

/**
 * Shown by the shell on every unlock: the setup dialog the first time, then a reminder line for as
 * long as the public code still opens the vault.
 */
export function SetupPrompt({ reservedCodes }: { reservedCodes: readonly string[] }) {
  const { t } = useTranslation('vault');
  const setup = useMeta('setup', { done: true }); // assume done until the store answers
  const [open, setOpen] = useState(false);
  const shortDigits = useShortCodeNotice((s) => s.digits);
  const counted = useRef(false);

  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    void (async () => {
      const stored = await readMeta('setup');
      if (!stored) {
        setOpen(true);
        return;
      }
      if (stored.done) return;
      const unlocks = (stored.unlocksSinceDeferral ?? 0) + 1;
      await writeMeta('setup', { ...stored, unlocksSinceDeferral: unlocks });
      if (unlocks >= REMIND_AFTER_UNLOCKS) setOpen(true);
    })().catch(() => {
      // The interface locked before the read finished (Hide, idle lock): nothing to show.
    });
  }, []);

  return (
    <>
      {!setup.done && !open && (
        <p className="setup-reminder" role="note">
          <KeyRound size={16} aria-hidden /> {t('setup.reminder')}{' '}
          <button type="button" onClick={() => setOpen(true)}>
            {t('setup.reminderAction')}
          </button>
        </p>
      )}
      {shortDigits !== null && !open && (
        <p className="setup-reminder" role="note">
          <KeyRound size={16} aria-hidden />{' '}
          <LtrNumbers text={t('setup.shortCode', { digits: String(shortDigits) })} />{' '}
          <button type="button" onClick={() => setOpen(true)}>
            {t('setup.shortCodeAction')}
          </button>
        </p>
      )}
      <CodeSetupDialog open={open} reservedCodes={reservedCodes} onClose={() => setOpen(false)} />
    </>
  );
}
