import { create } from 'zustand';

/** A waiting service-worker update, offered to the user (it never applies itself). */
interface UpdateState {
  available: boolean;
  apply: (() => void) | null;
  dismiss: () => void;
}

export const useUpdate = create<UpdateState>((set) => ({
  available: false,
  apply: null,
  dismiss: () => set({ available: false }),
}));
