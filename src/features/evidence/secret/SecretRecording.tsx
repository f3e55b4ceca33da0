import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import type { CaptureKind } from '../../../platform/media/media';
import { Section } from '../../../ui/Section';
import { showToast } from '../../../ui/toast/toastStore';
import { captureFailureMessage } from '../capture/messages';
import { startRecording, useVisibleRecorder } from '../capture/recorder';

const KINDS: readonly CaptureKind[] = ['audio', 'video', 'screen'];

/**
 * Secret recording: starts without the app's own toast or sound, so the only sign is what the
 * browser itself forces (its recording dot, the system's camera light). Hiding the interface
 * afterwards leaves the recording running behind the calculator (media.ts writes while locked).
 */
export function SecretRecording() {
  const { t } = useTranslation('evidence');
  const { status } = useVisibleRecorder();
  const [busy, setBusy] = useState(false);
  const idle = status === 'idle' && !busy;

  const start = async (kind: CaptureKind) => {
    setBusy(true);
    try {
      const result = await startRecording(kind);
      if (!result.ok)
        showToast({ ...captureFailureMessage(t, result.reason, kind), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={t('secret.recording.title')}>
      <p className="evidence-note">{t('secret.recording.text')}</p>
      <div className="evidence-secret-kinds">
        {KINDS.map((kind) => (
          <Button key={kind} disabled={!idle} onClick={() => void start(kind)}>
            {t(`secret.recording.${kind}`)}
          </Button>
        ))}
      </div>
      {status === 'recording' ? (
        <p className="evidence-note">{t('secret.recording.running')}</p>
      ) : null}
    </Section>
  );
}
