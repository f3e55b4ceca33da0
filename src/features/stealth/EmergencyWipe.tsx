import { TriangleAlert } from 'lucide-react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/toastStore';
import { useMeta } from '../../vault';
import { wipeEverything } from './emergencyWipe';
import { reloadToCalculator } from './reload';
import { useHoldToConfirm } from './useHoldToConfirm';
import { report } from '../../platform/report';

export const WIPE_HOLD_MS = 3000;

const isHoldKey = (key: string) => key === ' ' || key === 'Enter';

/**
 * Emergency wipe: hold the button for 3 s (pointer, or Space/Enter), then wipe (the server copy
 * first, then the device) and reload.
 */
export function EmergencyWipe() {
  const { t } = useTranslation('stealth');
  const explainId = useId();
  const [wiping, setWiping] = useState(false);
  // Said before the wipe, and only when there is a server copy to delete (never in the decoy).
  const hasServerAccount = useMeta('account', null) !== null;

  async function wipe(reset: () => void) {
    setWiping(true);
    try {
      await wipeEverything();
    } catch (error) {
      report('reset failed', error);
      setWiping(false);
      reset();
      showToast({ title: t('wipe.failed'), variant: 'destructive' });
      return;
    }
    reloadToCalculator();
  }

  const hold = useHoldToConfirm(WIPE_HOLD_MS, (reset) => void wipe(reset));

  const status = wiping
    ? t('wipe.wiping')
    : hold.phase === 'holding'
      ? t('wipe.holding')
      : hold.phase === 'tooShort'
        ? t('wipe.tooShort')
        : '';

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (wiping || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const button = event.currentTarget;
    if (typeof button.setPointerCapture === 'function') {
      try {
        button.setPointerCapture(event.pointerId);
      } catch {
        // No active pointer with that id (synthetic events): leaving the button cancels instead.
      }
    }
    hold.start();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isHoldKey(event.key)) return;
    event.preventDefault();
    if (!event.repeat && !wiping) hold.start();
  };

  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isHoldKey(event.key)) return;
    event.preventDefault();
    hold.release();
  };

  return (
    <Section title={t('wipe.title')}>
      <div id={explainId}>
        <p>{t('wipe.explain')}</p>
        {hasServerAccount && <p>{t('wipe.server')}</p>}
        <p>{t('wipe.after')}</p>
        <p className="panel-note">{t('wipe.hint')}</p>
      </div>
      <Button
        variant="danger"
        block
        className="stealth-wipe"
        aria-describedby={explainId}
        aria-disabled={wiping || undefined}
        onPointerDown={onPointerDown}
        onPointerUp={hold.release}
        onPointerCancel={hold.release}
        onPointerLeave={hold.release}
        onLostPointerCapture={hold.release}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={hold.release}
        onContextMenu={(event) => event.preventDefault()}
      >
        <span
          className="stealth-wipe-fill"
          style={{ width: `${Math.round(hold.progress * 100)}%` }}
          aria-hidden
        />
        <span className="stealth-wipe-label">
          <TriangleAlert size={18} aria-hidden /> {t('wipe.button')}
        </span>
      </Button>
      <p className="stealth-status" role="status">
        {status}
      </p>
    </Section>
  );
}
