import { useCalculatorStrings } from '../disguise/reactScreen';
import { useUpdate } from './updateStore';
import './update.css';

/** An unobtrusive bar offering the new version; nothing happens until the user presses Update. */
export function UpdatePrompt() {
  const t = useCalculatorStrings();
  const { available, apply, dismiss } = useUpdate();
  if (!available || !apply) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t('update.available')}</span>
      <button type="button" onClick={apply}>
        {t('update.reload')}
      </button>
      <button type="button" onClick={dismiss}>
        {t('update.dismiss')}
      </button>
    </div>
  );
}
