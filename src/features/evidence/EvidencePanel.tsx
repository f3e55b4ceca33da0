import { EvidenceRecorder } from './EvidenceRecorder';
import { SavedEvidenceList } from './SavedEvidenceList';
import './evidence.css';

/** The Evidence tab (spec §2): the evidence dialog and the saved items, all inside the vault. */
export function EvidencePanel() {
  return (
    <div className="evidence">
      <EvidenceRecorder />
      <SavedEvidenceList />
    </div>
  );
}
