import { EvidenceRecorder } from './capture/EvidenceRecorder';
import { FakeCallOverlay } from './fakeCall/FakeCallOverlay';
import { SavedEvidenceList } from './SavedEvidenceList';
import { SecretPanel } from './secret/SecretPanel';
import './evidence.css';

/**
 * The Evidence tab (spec §2): the evidence dialog, the saved items and the secret evidence panel,
 * all inside the vault.
 */
export function EvidencePanel({ onOpenPanic }: { onOpenPanic?: () => void }) {
  return (
    <div className="evidence">
      <EvidenceRecorder />
      <SavedEvidenceList />
      <SecretPanel onOpenPanic={onOpenPanic} />
      <FakeCallOverlay />
    </div>
  );
}
