import { AssistantSection } from './AssistantSection';
import { BrandCard, LocationRiskCard } from './InfoCards';
import { RedFlagsSection } from './RedFlagsSection';
import { SafetyCheckSection } from './SafetyCheckSection';
import { WatchlistSection } from './WatchlistSection';
import './tools.css';

/**
 * The Tools tab (spec §2). The fake call and evidence entries belong to src/features/evidence,
 * which does not export them yet; they join here once it does.
 */
export function ToolsPanel() {
  return (
    <div className="tools">
      <WatchlistSection />
      <SafetyCheckSection />
      <LocationRiskCard />
      <AssistantSection />
      <RedFlagsSection />
      <BrandCard />
    </div>
  );
}
