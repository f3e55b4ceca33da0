import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { formatRemaining, useNow } from '../checkIn/checkInTimer';
import { SosLinkList } from './SosLinkList';
import type { SosLink } from './sosLinks';

interface SosBackupProps {
  /** When the sheet opened: the delay counts from here. */
  openedAt: number;
  delayMinutes: number;
  /** "I'm Safe" was pressed: nothing more is offered. */
  safe: boolean;
  links: readonly SosLink[];
  opened: ReadonlySet<string>;
  onOpened: (key: string) => void;
  openLink: (link: SosLink) => void;
  /** Locked: backup contacts are shown as "Backup contact 1", "Backup contact 2", never by name. */
  hideNames: boolean;
}

/**
 * Backup contacts (spec §9): after the backup delay, unless the user said they are safe, offer to
 * alert the backup contacts the same way. The time is measured from the clock, not counted by a
 * timer, so a sheet left in the background still offers it as soon as it is seen again.
 */
export function SosBackup(props: SosBackupProps) {
  const { openedAt, delayMinutes, safe, links, opened, onOpened, openLink, hideNames } = props;
  const { t } = useTranslation('sos');
  const titleId = useId();
  const [shown, setShown] = useState(false);
  const now = useNow(!safe && !shown);
  const remaining = openedAt + delayMinutes * 60_000 - now;
  if (links.length === 0 || (safe && !shown)) return null;
  return (
    <section className="sos-block" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('backup.title')}</h3>
      {shown ? (
        <SosLinkList
          links={links}
          opened={opened}
          onOpened={onOpened}
          anonymousLabel={hideNames ? (n) => t('sheet.backupContactNumber', { n }) : undefined}
        />
      ) : remaining > 0 ? (
        <p>{t('backup.waiting', { time: formatRemaining(remaining) })}</p>
      ) : (
        <>
          <p>{t('backup.due')}</p>
          <Button
            variant="danger"
            className="sos-primary"
            onClick={() => {
              setShown(true);
              if (links[0]) openLink(links[0]);
            }}
          >
            {t('backup.alert')}
          </Button>
        </>
      )}
    </section>
  );
}
