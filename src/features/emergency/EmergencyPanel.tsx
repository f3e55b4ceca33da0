import { AdvancedSettings } from './AdvancedSettings';
import { RecentAlertDeliveries } from './alerts';
import { BackupContactsSection } from './BackupContactsSection';
import { CheckInTimer } from './CheckInTimer';
import { ContactsSection } from './ContactsSection';
import { HandSignalGuide } from './HandSignalGuide';
import { HotlineList } from './HotlineList';
import { LocationCard } from './LocationCard';
import { QuickCheckIn } from './QuickCheckIn';
import { RecordingCard } from './recording';
import { SleepMode } from './SleepMode';
import { SosCard } from './SosCard';
import './emergency.css';

/** The Emergency tab (spec §2): SOS first, then the tools in the order people need them. */
export function EmergencyPanel({ onOpenEvidence }: { onOpenEvidence?: () => void } = {}) {
  return (
    <div className="emergency">
      <SosCard />
      <RecentAlertDeliveries />
      <RecordingCard onOpenEvidence={onOpenEvidence} />
      <QuickCheckIn />
      <CheckInTimer />
      <ContactsSection />
      <BackupContactsSection />
      <LocationCard />
      <AdvancedSettings />
      <SleepMode />
      <HandSignalGuide />
      <HotlineList />
    </div>
  );
}
