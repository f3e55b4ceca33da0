import { PhoneIncoming } from 'lucide-react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Section } from '../../../ui/Section';
import { SECRET_PANEL_CALL_MS, startFakeCall } from '../fakeCall/fakeCallStore';

/** The 30-second fake call card: a reason to step away, and it ends itself. */
export function FakeCallCard() {
  const { t } = useTranslation('evidence');
  return (
    <Section title={t('secret.fakeCall.title')}>
      <p className="evidence-note">{t('secret.fakeCall.text')}</p>
      <Button
        block
        className="evidence-wide evidence-call"
        onClick={() => startFakeCall({ autoCloseMs: SECRET_PANEL_CALL_MS })}
      >
        <PhoneIncoming size={16} aria-hidden /> {t('secret.fakeCall.start')}
      </Button>
    </Section>
  );
}
