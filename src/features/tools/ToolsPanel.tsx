import { AssistantSection } from './AssistantSection';
import { EvidenceEntry, FakeCallEntry } from './EvidenceEntries';
import { BrandCard, LocationRiskCard } from './InfoCards';
import { RedFlagsSection } from './RedFlagsSection';
import { SafetyCheckSection } from './SafetyCheckSection';
import { WatchlistSection } from './WatchlistSection';
import '../../ui/controls.css';
import './tools.css';

/** The Tools tab (spec §2). The fake call and evidence entries open the evidence feature's screens. */
export function ToolsPanel({ onOpenEvidence }: { onOpenEvidence?: () => void }) {
  return (
    <div className="tools panel-controls">
      <WatchlistSection />
      <SafetyCheckSection />
      <LocationRiskCard />
      <AssistantSection />
      <RedFlagsSection />
      <FakeCallEntry />
      <EvidenceEntry onOpen={onOpenEvidence} />
      <BrandCard />
    </div>
  );
}
