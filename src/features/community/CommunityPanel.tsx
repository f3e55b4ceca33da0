import { CommunityAlerts } from './CommunityAlerts';
import { CommunityLinks } from './CommunityLinks';
import { ReportForm } from './ReportForm';
import '../../ui/controls.css';
import './community.css';

/** The Community tab (spec §2): anonymous report form, community alerts, shop and share links. */
export function CommunityPanel({ onOpenShop }: { onOpenShop?: () => void }) {
  return (
    <div className="community panel-controls">
      <ReportForm />
      <CommunityAlerts />
      <CommunityLinks onOpenShop={onOpenShop} />
    </div>
  );
}
