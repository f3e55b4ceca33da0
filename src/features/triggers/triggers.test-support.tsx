import { render } from '@testing-library/react';
import { beforeAll, beforeEach, vi } from 'vitest';
import { I18nextProvider, initI18n, useLanguageStore } from '../../i18n';
import { useToastStore } from '../../ui/toast/toastStore';
import { getVaultDatabase } from '../../vault';
import { updateEssentials, EMPTY_ESSENTIALS } from '../../vault/device/essentials';
import { openTestVault } from '../../vault/vault.test-support';
import { PanicPanel } from './PanicPanel';
import { useTestMode } from './testMode';
import { stopVoiceTrigger } from './voice/voiceWatcher';

/** The Panic tab tests' setup: the real vault (fake IndexedDB), English, default triggers. */
let i18n: Awaited<ReturnType<typeof initI18n>>;

export function installPanicHooks(): void {
  beforeAll(async () => {
    i18n = await initI18n();
    await i18n.loadNamespaces(['triggers']);
    await openTestVault();
  });
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

export const renderPanel = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <PanicPanel />
    </I18nextProvider>,
  );

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
