import { Circle, PhoneIncoming } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { FakeCallOverlay, startFakeCall } from '../evidence';

/**
 * The Tools tab's fake call and evidence recording entries (spec §2 Tools): both open the evidence
 * feature's own screens. The fake call from here rings until answered or declined (only the secret
 * panel's call ends itself after 30 s). Their strings live with the evidence feature.
 */
export function FakeCallEntry() {
  const { t } = useTranslation('evidence');
  return (
    <Section title={t('tools.fakeCallTitle')}>
      <p className="panel-note">{t('tools.fakeCallText')}</p>
      <Button onClick={() => startFakeCall()}>
        <PhoneIncoming size={16} aria-hidden /> {t('secret.fakeCall.start')}
      </Button>
      <FakeCallOverlay />
    </Section>
  );
}

export function EvidenceEntry({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation('evidence');
  if (!onOpen) return null;
  return (
    <Section title={t('tools.evidenceTitle')}>
      <p className="panel-note">{t('tools.evidenceText')}</p>
      <Button onClick={onOpen}>
        <Circle size={16} aria-hidden /> {t('tools.evidenceOpen')}
      </Button>
    </Section>
  );
}
