import { RecentAlertDeliveries } from './alerts';
import { CheckInTimer, QuickCheckIn } from './checkIn';
import { BackupContactsSection, ContactsSection } from './contacts';
import { HandSignalGuide, HotlineList } from './guides';
import { LocationCard } from './location';
import { RecordingCard } from './recording';
import { AdvancedSettings } from './settings';
import { SleepMode } from './sleep';
import { SosCard } from './sos';
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
