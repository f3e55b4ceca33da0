import { registerPanicHandler } from '../features/emergency';
import { useToastStore } from '../ui/toast/toastStore';
import { useUpdate } from './updateStore';

/**
 * On the locked calculator before the interface has loaded: what only React can show (the SOS
 * sheet of a panic, a toast, the update bar) calls `show`, which loads the island and mounts it.
 * Something already waiting when this runs is shown at once. The island keeps the same watch once
 * it has adopted the calculator (`adoptVanillaCalculator`, with `mountApp` as `show`), which also
 * covers a code typed before main.ts's idle step has run this.
 */
export function showIslandWhenNeeded(show: () => void): void {
  registerPanicHandler(() => show());
  useToastStore.subscribe((s) => {
    if (s.current) show();
  });
  useUpdate.subscribe((s) => {
    if (s.available) show();
  });
  if (useToastStore.getState().current || useUpdate.getState().available) show();
}
