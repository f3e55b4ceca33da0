import { useTranslation } from '../../../i18n';
import { showToast } from '../../../ui/toast/toastStore';
import { useSaveTriggers } from '../useSaveTriggers';
import { useTriggerSettings } from '../triggerSettings';
import { startHandSignal, stopHandSignal, type HandFailure } from './handWatcher';

/** Camera failures get the spec's §8 camera messages; a model that does not load, its own. */
const FAILURES: Record<HandFailure, readonly [string, string?]> = {
  denied: ['hand.denied', 'hand.deniedHint'],
  'not-found': ['hand.notFound'],
  'not-supported': ['hand.notSupported'],
  busy: ['hand.busy'],
  failed: ['hand.failed'],
  model: ['hand.model', 'hand.modelHint'],
} as const;

/**
 * The hand signal's switch: on asks for the camera and loads the model (first use downloads it),
 * and goes back off if either fails; off stops the camera at once.
 */
export function useHandControl() {
  const { t } = useTranslation('triggers');
  const { hand } = useTriggerSettings();
  const { save, saving } = useSaveTriggers();

  const start = async (): Promise<boolean> => {
    const started = await startHandSignal();
    if (started.ok) return true;
    const [title, description] = FAILURES[started.reason];
    showToast({
      // The keys above are all in the triggers namespace; i18next's types cannot see through the map.
      title: t(title as 'hand.failed'),
      description: description ? t(description as 'hand.failed') : undefined,
      variant: 'destructive',
    });
    return false;
  };

  return {
    hand,
    saving,
    start,
    toggle: async () => {
      if (hand) {
        stopHandSignal();
        await save({ hand: false });
        return;
      }
      // Saved first, so the switch shows on at once; the model's first load takes seconds.
      if (!(await save({ hand: true }))) return;
      if (!(await start())) await save({ hand: false });
    },
  };
}
