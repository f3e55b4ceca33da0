import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Milliseconds on screen; 5,000 unless said otherwise (spec §9). */
  duration: number;
}

export const DEFAULT_TOAST_DURATION = 5000;

interface ToastState {
  /** One toast at a time (spec §9): a new one replaces the current one. */
  current: ToastMessage | null;
  show: (toast: Omit<ToastMessage, 'id' | 'variant' | 'duration'> & Partial<ToastMessage>) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  current: null,
  show: (toast) =>
    set({
      current: {
        variant: 'default',
        duration: DEFAULT_TOAST_DURATION,
        ...toast,
        id: nextId++,
      },
    }),
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

export function showToast(toast: Parameters<ToastState['show']>[0]): void {
  useToastStore.getState().show(toast);
}
