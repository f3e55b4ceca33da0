import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEvidenceCapture, triggerPanic } from '../emergency';
import { useLanguageStore } from '../../i18n';
import { useToastStore } from '../../ui/toast/toastStore';
import { readEssentials } from '../../vault/device/essentials';
import { readTriggerSettings, saveTriggerSettings } from './triggerSettings';
import { startVoiceTrigger } from './voice/voiceWatcher';
import { startRecordingShortcut } from './recordingShortcut';
import { FakeRecognition, installPanicHooks, renderPanel } from './triggers.test-support';

vi.mock('../emergency', () => ({
  triggerPanic: vi.fn(async () => 1),
  startEvidenceCapture: vi.fn(async () => true),
}));

installPanicHooks();

afterEach(() => {
  vi.unstubAllGlobals();
  FakeRecognition.instances = [];
});

const tapArea = () => screen.getByRole('button', { name: 'Tap area' });
const tapStatus = () =>
  screen.getAllByRole('status').find((el) => el.textContent?.startsWith('Taps:'));
const toast = () => useToastStore.getState().current;

async function tap(times: number) {
  for (let i = 0; i < times; i += 1) await act(async () => fireEvent.click(tapArea()));
}

describe('Panic tab: tap trigger', () => {
  it('counts taps and raises the alarm once at the fifth', async () => {
    renderPanel();
    expect(screen.getByRole('switch', { name: 'Tap trigger' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await tap(4);
    expect(tapStatus()).toHaveTextContent('Taps: 4 of 5');
    expect(triggerPanic).not.toHaveBeenCalled();
    await tap(1);
    expect(triggerPanic).toHaveBeenCalledTimes(1);
    expect(triggerPanic).toHaveBeenCalledWith('tap');
    await tap(1);
    expect(triggerPanic).toHaveBeenCalledTimes(1);
  });

  it('in test mode shows what would fire and alerts nobody', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('switch', { name: 'Test mode' }));
    expect(screen.getByText('Try a trigger: what it would do appears here.')).toBeInTheDocument();
    await tap(5);
    expect(screen.getByText('The tap trigger would raise the alarm now.')).toBeInTheDocument();
    expect(triggerPanic).not.toHaveBeenCalled();
  });

  it('turned off, disables the tap area and keeps the setting in the vault and the essentials', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('switch', { name: 'Tap trigger' }));
    await waitFor(() => expect(tapArea()).toBeDisabled());
    await waitFor(async () => expect((await readEssentials()).triggers.tap).toBe(false));
    expect((await readTriggerSettings()).tap).toBe(false);
  });
});

describe('Panic tab: panic phrase', () => {
  it("starts as I'm fine and saves an edited phrase in the vault and the essentials", async () => {
    const user = userEvent.setup();
    renderPanel();
    const field = screen.getByRole('textbox', { name: 'Panic phrase' });
    expect(field).toHaveValue("I'm fine");
    await user.clear(field);
    await user.type(field, 'blue bird');
    await user.click(screen.getByRole('button', { name: 'Save Phrase' }));
    await waitFor(async () =>
      expect((await readEssentials()).triggers.panicPhrase).toBe('blue bird'),
    );
    expect((await readTriggerSettings()).panicPhrase).toBe('blue bird');
  });
});

describe('Panic tab: an empty panic phrase', () => {
  it('is not saved: says why and what to do, keeps the field empty, and the saved phrase stays', async () => {
    const user = userEvent.setup();
    renderPanel();
    const field = screen.getByRole('textbox', { name: 'Panic phrase' });
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Save Phrase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The phrase can't be empty. Type the words you will say, then press Save Phrase. Until then the trigger listens for “I'm fine”.",
    );
    expect(field).toHaveValue('   ');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(toast()).toBeNull();
    expect((await readTriggerSettings()).panicPhrase).toBe("I'm fine");
    await user.type(field, 'blue');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Panic tab: voice trigger', () => {
  it('says "Voice Detection Not Supported" where the browser has no recogniser', async () => {
    const user = userEvent.setup();
    renderPanel();
    const voice = screen.getByRole('switch', { name: 'Voice trigger' });
    await user.click(voice);
    await waitFor(() => expect(toast()?.title).toBe('Voice Detection Not Supported'));
    expect(voice).toHaveAttribute('aria-checked', 'false');
  });

  it('asks before using a cloud recogniser, and listens for nothing when declined', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('switch', { name: 'Voice trigger' }));
    const notice = await screen.findByRole('alertdialog', {
      name: 'Your browser sends the audio to its maker',
    });
    expect(notice).toHaveTextContent('Google for Chrome, Apple for Safari');
    await user.click(screen.getByRole('button', { name: 'Keep Off' }));
    expect(FakeRecognition.instances).toHaveLength(0);
    expect(screen.getByRole('switch', { name: 'Voice trigger' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('once accepted, fires on the phrase inside speech, once, and stops listening', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('switch', { name: 'Voice trigger' }));
    await user.click(await screen.findByRole('button', { name: 'Turn On Anyway' }));
    await screen.findByText("Listening for “I'm fine”");
    const recognition = FakeRecognition.instances[0]!;
    expect(recognition.started).toBe(true);
    act(() => recognition.hear('the weather is fine'));
    expect(triggerPanic).not.toHaveBeenCalled();
    act(() => {
      recognition.hear("no really I'M FINE thanks");
      recognition.hear("I'm fine");
    });
    expect(triggerPanic).toHaveBeenCalledTimes(1);
    expect(triggerPanic).toHaveBeenCalledWith('voice');
    expect(recognition.aborted).toBe(true);
    await screen.findByText('Your phrase was heard: listening has stopped.');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Voice trigger' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
  });

  it('says "Microphone Access Denied" when the microphone is refused', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('switch', { name: 'Voice trigger' }));
    await user.click(await screen.findByRole('button', { name: 'Turn On Anyway' }));
    await waitFor(() => expect(FakeRecognition.instances).toHaveLength(1));
    act(() => FakeRecognition.instances[0]!.fail('not-allowed'));
    await waitFor(() => expect(toast()?.title).toBe('Microphone Access Denied'));
    act(() => FakeRecognition.instances[0]!.hear("I'm fine"));
    expect(triggerPanic).not.toHaveBeenCalled();
  });

  it('says "Voice Detection Error" on any other failure', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('switch', { name: 'Voice trigger' }));
    await user.click(await screen.findByRole('button', { name: 'Turn On Anyway' }));
    await waitFor(() => expect(FakeRecognition.instances).toHaveLength(1));
    act(() => FakeRecognition.instances[0]!.fail('network'));
    await waitFor(() => expect(toast()?.title).toBe('Voice Detection Error'));
    const voice = screen.getByRole('switch', { name: 'Voice trigger' });
    expect(voice).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Listening has stopped. Turn the voice trigger on again to retry.'));
  });

  // The calculator's own listening (started at idle from the essentials, before any unlock) has no
  // toast of its own: when it stops, the switch must not go on saying On.
  it('shows Off, and says why, once listening started on the calculator has stopped', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    await saveTriggerSettings({ voice: true, voiceCloudAccepted: true });
    startVoiceTrigger({ phrase: "I'm fine", lang: 'en', onDevice: false });
    const user = userEvent.setup();
    renderPanel();
    const voice = screen.getByRole('switch', { name: 'Voice trigger' });
    await waitFor(() => expect(voice).toHaveAttribute('aria-checked', 'true'));
    act(() => FakeRecognition.instances[0]!.fail('network'));
    await waitFor(() => expect(voice).toHaveAttribute('aria-checked', 'false'));
    expect(screen.getByText('Listening has stopped. Turn the voice trigger on again to retry.'));
    // Pressed, the switch does what it shows: it turns listening on again.
    await user.click(voice);
    await waitFor(() => expect(FakeRecognition.instances).toHaveLength(2));
    await waitFor(() => expect(voice).toHaveAttribute('aria-checked', 'true'));
    expect(FakeRecognition.instances[1]!.started).toBe(true);
  });
});

describe('Panic tab: on-device voice', () => {
  it('listens on the device without the cloud notice where the browser offers it', async () => {
    class OnDevice extends FakeRecognition {
      static available = vi.fn(async () => 'available');
    }
    vi.stubGlobal('SpeechRecognition', OnDevice);
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('switch', { name: 'Voice trigger' }));
    await waitFor(() => expect(FakeRecognition.instances).toHaveLength(1));
    expect(FakeRecognition.instances[0]!.processLocally).toBe(true);
    expect(OnDevice.available).toHaveBeenCalledWith({
      langs: [expect.stringMatching(/^en/)],
      processLocally: true,
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('Ctrl+Shift+S', () => {
  it('starts the audio recording through the evidence capture hook, once per press', async () => {
    const stop = startRecordingShortcut();
    fireEvent.keyDown(window, { code: 'KeyS', key: 'S', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(window, {
      code: 'KeyS',
      key: 'S',
      ctrlKey: true,
      shiftKey: true,
      repeat: true,
    });
    fireEvent.keyDown(window, { code: 'KeyS', key: 's', ctrlKey: true });
    expect(startEvidenceCapture).toHaveBeenCalledTimes(1);
    expect(startEvidenceCapture).toHaveBeenCalledWith('keyboard');
    expect(triggerPanic).not.toHaveBeenCalled();
    stop();
  });
});

describe('Risk level card', () => {
  it('shows the level and what to do as the user describes the situation', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByText('Low risk')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'What is happening?' });
    await user.type(field, 'I feel trapped');
    expect(screen.getByText('Medium risk')).toBeInTheDocument();
    await user.type(field, ' and he has a weapon');
    expect(screen.getByText('High risk')).toBeInTheDocument();
    expect(screen.getByText(/call the emergency number or use the SOS button/)).toBeInTheDocument();
  });

  it('reads the words of the UI language: Arabic fear is medium, a knife high', async () => {
    const user = userEvent.setup();
    useLanguageStore.setState({ language: 'ar' });
    renderPanel();
    // The Arabic texts load first: waited for, however long a busy machine takes.
    const field = await screen.findByRole('textbox', { name: 'ماذا يحدث؟' }, { timeout: 30_000 });
    expect(screen.getByText('خطر منخفض')).toBeInTheDocument();
    await user.type(field, 'أنا خائفة منه');
    expect(screen.getByText('خطر متوسط')).toBeInTheDocument();
    await user.type(field, '، معه سكين');
    expect(screen.getByText('خطر مرتفع')).toBeInTheDocument();
  });
});
