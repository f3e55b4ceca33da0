import * as Dialog from '@radix-ui/react-dialog';
import { ShieldCheck, Siren, X } from 'lucide-react';
import { use, useRef, useState } from 'react';
import { I18nextProvider, initI18n, useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { requestTab } from '../../../ui/tabRequest';
import { showToast } from '../../../ui/toast/toastStore';
import { useSession } from '../../../session';
import { dialEmergency } from '../../country';
// The light face: the sheet opens over the locked calculator, where the vault is not loaded.
import { SheetAlertDeliveries } from '../alerts/sheet';
import { useSosAlert } from './SosAlert';
import { SosBackup } from './SosBackup';
import { SosCallContacts } from './SosCallContacts';
import { SosCloseConfirm } from './SosCloseConfirm';
import { SosLinkList } from './SosLinkList';
import { SosLocation } from './SosLocation';
import { SosNoContacts } from './SosNoContacts';
import { useSosEmergencyNumber } from './SosNumber';
import { useSosSheet } from './sosStore';
import './sos.css';
import './SosSheet.css';

const i18nReady = initI18n();

/**
 * The SOS sheet, over any screen (also the locked calculator, which stays as it was underneath). It
 * brings its own i18n, as the calculator has none. The alert restarts for each opening.
 */
export function SosSheet() {
  const i18n = use(i18nReady);
  const openedAt = useSosSheet((s) => s.openedAt);
  const reason = useSosSheet((s) => s.reason);
  if (openedAt === null) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <SosDialog key={openedAt} openedAt={openedAt} checkIn={reason === 'check-in'} />
    </I18nextProvider>
  );
}

function SosDialog({ openedAt, checkIn }: { openedAt: number; checkIn: boolean }) {
  const { t } = useTranslation('sos');
  const { t: tCountry } = useTranslation('country');
  const close = useSosSheet((s) => s.close);
  const unlocked = useSession((s) => s.status === 'unlocked');
  const alert = useSosAlert(openedAt);
  const number = useSosEmergencyNumber(alert.setup?.essentials.country ?? null);
  const [safe, setSafe] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);

  const contacts = alert.setup?.essentials.contacts ?? [];
  // A locked panic must alert, but must not hand the contact list to whoever typed 123#: names,
  // numbers and addresses stay off the screen until the app is unlocked (the links work).
  const hideNames = !unlocked;
  const located = alert.setup !== null && alert.position !== null;

  // Radix keeps the focus in the sheet (Tab wraps) and gives it back where it was on close. Focus
  // starts on the title; Escape and a tap outside never close it: Escape asks first (and a second
  // Escape keeps it open), so a stray key cannot lose the links.
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Content
          className="sos-sheet"
          aria-modal="true"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            title.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            setConfirming((c) => !c);
          }}
          onInteractOutside={(event) => event.preventDefault()}
          // Keys used in the sheet stay in the sheet (the calculator underneath listens on window).
          onKeyDown={(event) => event.stopPropagation()}
        >
          <div className="sos-sheet-inner">
            <div className="sos-sheet-header">
              <Dialog.Title ref={title} tabIndex={-1}>
                <Siren size={22} aria-hidden /> {t('sheet.title')}
              </Dialog.Title>
              <Button className="sos-close" onClick={() => (safe ? close() : setConfirming(true))}>
                <X size={18} aria-hidden /> {t('sheet.close')}
              </Button>
            </div>
            {confirming && <SosCloseConfirm onClose={close} onKeep={() => setConfirming(false)} />}
            {checkIn && <p className="sos-reason">{t('sheet.checkInExpired')}</p>}
            <p className="sos-status">{t('sheet.status')}</p>
            {/* What the server delivers first; what she must send herself next to its links. */}
            <SheetAlertDeliveries openedAt={openedAt} safe={safe} hideNames={hideNames} />
            <Dialog.Description className="sos-send">{t('sheet.pressSend')}</Dialog.Description>
            <SosLocation position={alert.position} onRetry={alert.retryLocation} />
            {alert.setup && contacts.length === 0 ? (
              <SosNoContacts
                unlocked={unlocked}
                onGoToTab={() => {
                  close();
                  requestTab('emergency');
                }}
              />
            ) : (
              located && (
                <section className="sos-block" aria-label={t('sheet.contactsTitle')}>
                  <p className="sos-note">
                    {t(alert.autoOpen === 'tried' ? 'sheet.firstOpened' : 'sheet.tapEach')}
                  </p>
                  <SosLinkList
                    links={alert.links}
                    opened={alert.opened}
                    onOpened={alert.markOpened}
                    anonymousLabel={hideNames ? (n) => t('sheet.contactNumber', { n }) : undefined}
                  />
                </section>
              )
            )}
            {alert.setup?.autoVoiceCalls && (
              <SosCallContacts contacts={contacts} safe={safe} hideNames={hideNames} />
            )}
            {alert.setup && (
              <SosBackup
                openedAt={openedAt}
                delayMinutes={alert.setup.backupDelayMinutes}
                safe={safe}
                links={alert.backupLinks}
                opened={alert.opened}
                onOpened={alert.markOpened}
                openLink={alert.openLink}
                hideNames={hideNames}
              />
            )}
            <div className="sos-actions">
              <Button
                variant="raised"
                block
                className="sos-call"
                onClick={() => dialEmergency(number, 'unified', tCountry)}
              >
                {t('sheet.call', { number })}
              </Button>
              {!safe && (
                <Button
                  variant="safe"
                  className="sos-safe"
                  onClick={() => {
                    setSafe(true);
                    showToast({
                      title: t('sheet.safeToast'),
                      description: t('sheet.safeConfirmed'),
                    });
                  }}
                >
                  <ShieldCheck size={18} aria-hidden /> {t('sheet.safe')}
                </Button>
              )}
            </div>
            <p className="sos-safe-note" role="status">
              {safe ? t('sheet.safeConfirmed') : ''}
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
