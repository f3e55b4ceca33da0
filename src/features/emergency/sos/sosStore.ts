import { create } from 'zustand';
import type { PanicSource } from '../alarm/panic';

/**
 * Whether the SOS sheet is open, and why. Tiny and dependency-free on purpose: the app shell keeps it
 * in the calculator's first chunk, so the panic code can open the sheet over the locked calculator
 * and lazily load the sheet itself.
 */
export type SosReason = PanicSource | 'sos-button' | 'test';

interface SosSheetState {
  open: boolean;
  reason: SosReason | null;
  /** When the sheet opened (ms): the backup-contact delay counts from here. */
  openedAt: number | null;
  show: (reason: SosReason) => void;
  close: () => void;
}

export const useSosSheet = create<SosSheetState>((set) => ({
  open: false,
  reason: null,
  openedAt: null,
  show: (reason) => set({ open: true, reason, openedAt: Date.now() }),
  close: () => set({ open: false, reason: null, openedAt: null }),
}));
