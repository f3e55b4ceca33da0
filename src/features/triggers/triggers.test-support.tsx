import { beforeAll, beforeEach, vi } from 'vitest';
import { useLanguageStore } from '../../i18n';
import { useToastStore } from '../../ui/toast/toastStore';
import { getVaultDatabase } from '../../vault';
import { updateEssentials, EMPTY_ESSENTIALS } from '../../vault/device/essentials';
import { openTestVault } from '../../vault/testing/vault.test-support';
import { installTestI18n, type TestI18n } from '../../i18n/i18n.test-support';
import { PanicPanel } from './PanicPanel';
import { useTestMode } from './testMode';
import { stopVoiceTrigger } from './voice/voiceWatcher';

let texts: TestI18n | undefined;

/** The Panic tab tests' setup: the real vault (fake IndexedDB), English, default triggers. */
export function installPanicHooks(): void {
  texts = installTestI18n('triggers');
  beforeAll(openTestVault);
  beforeEach(async () => {
    vi.clearAllMocks();
    await openTestVault();
    await getVaultDatabase().meta.delete('triggers');
    await updateEssentials({ triggers: EMPTY_ESSENTIALS.triggers });
    useLanguageStore.setState({ language: 'en' });
    useToastStore.setState({ current: null });
    useTestMode.setState({ on: false, wouldFire: null });
    stopVoiceTrigger();
  });
}

export const renderPanel = () => {
  if (!texts) throw new Error('renderPanel: call installPanicHooks() first');
  return texts.renderWithI18n(<PanicPanel />);
};

/** A stand-in for the browser's SpeechRecognition: records instances so a test can speak. */
export class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  processLocally?: boolean;
  started = false;
  aborted = false;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started = true;
  }
  stop() {
    this.aborted = true;
  }
  abort() {
    this.aborted = true;
  }
  hear(transcript: string) {
    this.onresult?.({
      resultIndex: 0,
      results: [Object.assign([{ transcript }], { isFinal: true })],
    });
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}
