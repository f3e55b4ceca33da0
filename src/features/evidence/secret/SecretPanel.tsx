import { useTranslation } from '../../../i18n';
import { EvidenceNotes } from './EvidenceNotes';
import { FakeCallCard } from './FakeCallCard';
import { PermissionsHelp } from './PermissionsHelp';
import { SecretRecording } from './SecretRecording';
import { SosSignals } from './SosSignals';

/**
 * The secret evidence panel (spec §2), in the Evidence tab under the recorder: the tools that work
 * without anyone nearby noticing, and the help to set them up.
 */
export function SecretPanel({ onOpenPanic }: { onOpenPanic?: () => void }) {
  const { t } = useTranslation('evidence');
  return (
    <div className="evidence-secret" role="region" aria-label={t('secret.title')}>
      <h2 className="evidence-secret-title">{t('secret.title')}</h2>
      <SecretRecording />
      <EvidenceNotes />
      <FakeCallCard />
      <SosSignals onOpenPanic={onOpenPanic} />
      <PermissionsHelp />
    </div>
  );
}
