import { create } from 'zustand';

/**
 * Test mode: a trigger shows what would have happened instead of raising the alarm. It is never
 * saved: left on by mistake, it would silence every real trigger, so it lasts only while the Panic
 * tab is open (the panel turns it off when it closes) and a reload always starts with it off.
 */
export type TriggerSource = 'tap' | 'shake' | 'voice' | 'keyboard' | 'hand';

interface TestModeState {
  on: boolean;
  /** The last trigger that would have fired, and a counter so the same source twice re-announces. */
  wouldFire: { source: TriggerSource; n: number } | null;
  setOn: (on: boolean) => void;
  record: (source: TriggerSource) => void;
}

export const useTestMode = create<TestModeState>((set) => ({
  on: false,
  wouldFire: null,
  setOn: (on) => set({ on, wouldFire: null }),
  record: (source) => set((s) => ({ wouldFire: { source, n: (s.wouldFire?.n ?? 0) + 1 } })),
}));
