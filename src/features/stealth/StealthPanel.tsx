import { AutoDeleteTimer } from './AutoDeleteTimer';
import { EmergencyWipe } from './EmergencyWipe';
import { PrivacyTips } from './PrivacyTips';
import { StealthModeSwitch } from './StealthModeSwitch';
import './stealth.css';

/** The Stealth tab: stealth mode, auto-delete of evidence, the emergency wipe, privacy tips. */
export function StealthPanel() {
  return (
    <div className="stealth">
      <StealthModeSwitch />
      <AutoDeleteTimer />
      <EmergencyWipe />
      <PrivacyTips />
    </div>
  );
}
