import * as Dialog from '@radix-ui/react-dialog';
import { MessageSquare, Phone, PhoneOff, Mic, Grid3x3, Volume2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatDuration } from '../format';
import { acceptFakeCall, endFakeCall, useFakeCall } from './fakeCallStore';
import './fakeCall.css';

/** Seconds since `since`, ticking every second. */
function useSecondsSince(since: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - since) / 1000));
}

function CallTimer({ since, label }: { since: number; label: string }) {
  const seconds = useSecondsSince(since);
  return (
    <span role="timer" aria-label={label} className="fake-call-status" dir="ltr">
      {formatDuration(seconds)}
    </span>
  );
}

/**
 * The fake call overlay (spec §2): full screen, over the whole interface, made to look like the
 * phone's own call screen so that a person nearby sees an ordinary call.
 */
export function FakeCallOverlay() {
  const { t } = useTranslation('evidence');
  const { phase, acceptedAt } = useFakeCall();
  const caller = t('fakeCall.caller');
  return (
    <Dialog.Root open={phase !== 'idle'} onOpenChange={(open) => !open && endFakeCall()}>
      <Dialog.Portal>
        <Dialog.Content className="fake-call" aria-describedby={undefined}>
          <div className="fake-call-top">
            <div className="fake-call-avatar" aria-hidden>
              {caller.slice(0, 1)}
            </div>
            <p className="fake-call-name">{caller}</p>
            {phase === 'active' ? (
              <>
                <Dialog.Title className="fake-call-hidden">{t('fakeCall.active')}</Dialog.Title>
                <CallTimer since={acceptedAt} label={t('fakeCall.timerLabel')} />
              </>
            ) : (
              <Dialog.Title className="fake-call-status">{t('fakeCall.incoming')}</Dialog.Title>
            )}
          </div>
          {phase === 'active' ? (
            <div className="fake-call-bottom">
              {/* The usual call controls, for the look only: a real call screen has them. */}
              <div className="fake-call-grid" aria-hidden>
                <span>
                  <Mic size={26} />
                </span>
                <span>
                  <Grid3x3 size={26} />
                </span>
                <span>
                  <Volume2 size={26} />
                </span>
              </div>
              <div className="fake-call-row fake-call-row-single">
                <span className="fake-call-action">
                  <button type="button" className="fake-call-end" onClick={endFakeCall}>
                    <PhoneOff size={30} aria-hidden />
                    <span className="fake-call-hidden">{t('fakeCall.end')}</span>
                  </button>
                  <span aria-hidden>{t('fakeCall.end')}</span>
                </span>
              </div>
            </div>
          ) : (
            <div className="fake-call-bottom">
              <div className="fake-call-row">
                <span className="fake-call-action">
                  <button type="button" className="fake-call-end" onClick={endFakeCall}>
                    <PhoneOff size={30} aria-hidden />
                    <span className="fake-call-hidden">{t('fakeCall.decline')}</span>
                  </button>
                  <span aria-hidden>{t('fakeCall.decline')}</span>
                </span>
                {/* The middle button does nothing (spec): a real incoming screen has one. */}
                <span className="fake-call-action">
                  <button type="button" className="fake-call-middle">
                    <MessageSquare size={26} aria-hidden />
                    <span className="fake-call-hidden">{t('fakeCall.message')}</span>
                  </button>
                  <span aria-hidden>{t('fakeCall.message')}</span>
                </span>
                <span className="fake-call-action">
                  <button type="button" className="fake-call-accept" onClick={acceptFakeCall}>
                    <Phone size={30} aria-hidden />
                    <span className="fake-call-hidden">{t('fakeCall.accept')}</span>
                  </button>
                  <span aria-hidden>{t('fakeCall.accept')}</span>
                </span>
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
