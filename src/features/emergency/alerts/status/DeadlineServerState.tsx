import { useTranslation } from '../../../../i18n';
import { useDeadlineServer } from './useDeadlineServer';

/**
 * On the check-in card while a timer runs and server alerts are on: whether the server holds the
 * deadline (only once it answered), and what that means.
 */
export function DeadlineServerState({ deadline }: { deadline: number }) {
  const { t } = useTranslation('sos');
  const server = useDeadlineServer(deadline);
  if (server === 'off') return null;
  if (server === 'held') {
    return (
      <>
        <p role="status" className="sos-deadline-held">
          {t('checkIn.server.held')}
        </p>
        <p className="panel-note">{t('checkIn.server.heldNote')}</p>
      </>
    );
  }
  return (
    <p role="status" className="panel-note">
      {t(server === 'refused' ? 'checkIn.server.refused' : 'checkIn.server.notYet')}
    </p>
  );
}
