import { describe, expect, it, vi } from 'vitest';
import { triggerPanic } from '../features/emergency';

const runPanicAction = vi.fn(async () => undefined);
vi.mock('../features/emergency/alarm/panicAction', () => ({ runPanicAction }));
const capturePanicEvidence = vi.fn(async () => true);
vi.mock('../features/evidence/capture/panicCapture', () => ({ capturePanicEvidence }));

const { wirePanicActions } = await import('./panicWiring');
const { startEvidenceCapture } = await import('../features/emergency');

// The calculator registers the panic's action at idle (main.ts) and App.tsx registers it again for
// the React pages: an alert must still go once, not twice.
describe('wirePanicActions', () => {
  it('registers the panic action once, however often it is wired', async () => {
    wirePanicActions();
    wirePanicActions();
    // triggerPanic returns how many handlers ran.
    expect(await triggerPanic('shake')).toBe(1);
    expect(runPanicAction).toHaveBeenCalledWith('shake');
  });

  it('records audio only for Ctrl+Shift+S, video too for the alarm', async () => {
    wirePanicActions();
    expect(await startEvidenceCapture('keyboard')).toBe(true);
    expect(await startEvidenceCapture('check-in')).toBe(true);
    expect(capturePanicEvidence.mock.calls).toEqual([[true], [false]]);
  });
});
