import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { locationPermission } from '../../../platform/device/geolocation';
import { devicePermission } from '../../../platform/media/media';
import { Section } from '../../../ui/Section';

type Permission = 'camera' | 'microphone' | 'location' | 'screen';
type State = 'granted' | 'denied' | 'prompt' | 'unsupported' | 'each-time' | 'unknown';

const PERMISSIONS: readonly Permission[] = ['microphone', 'camera', 'screen', 'location'];

async function stateOf(permission: Permission): Promise<State> {
  // Screen capture has no lasting permission: the browser asks every time.
  if (permission === 'screen') return 'each-time';
  if (permission === 'location') return locationPermission();
  return devicePermission(permission);
}

/** The current answers of the Permissions API, read without ever asking. */
function usePermissionStates(): Record<Permission, State> {
  const [states, setStates] = useState<Record<Permission, State>>({
    microphone: 'unknown',
    camera: 'unknown',
    screen: 'each-time',
    location: 'unknown',
  });
  useEffect(() => {
    let alive = true;
    void Promise.all(PERMISSIONS.map(async (p) => [p, await stateOf(p)] as const)).then(
      (entries) => alive && setStates(Object.fromEntries(entries) as Record<Permission, State>),
    );
    return () => {
      alive = false;
    };
  }, []);
  return states;
}

/** What each browser permission is for, whether it is given, and how to give or take it back. */
export function PermissionsHelp() {
  const { t } = useTranslation('evidence');
  const states = usePermissionStates();
  return (
    <Section title={t('secret.permissions.title')}>
      <p className="evidence-note">{t('secret.permissions.intro')}</p>
      <dl className="evidence-permissions">
        {PERMISSIONS.map((permission) => (
          <div key={permission}>
            <dt>
              {t(`secret.permissions.${permission}.name`)}
              <span className={`evidence-state evidence-state-${states[permission]}`}>
                {t(`secret.permissions.state.${states[permission]}`)}
              </span>
            </dt>
            <dd>{t(`secret.permissions.${permission}.why`)}</dd>
          </div>
        ))}
      </dl>
      <p className="evidence-note">{t('secret.permissions.howTo')}</p>
    </Section>
  );
}
