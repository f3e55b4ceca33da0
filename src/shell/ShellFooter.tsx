import { EyeOff, Lock, Settings } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n';
import { useSession } from '../session';

export function ShellFooter() {
  const { t } = useTranslation('shell');
  const lock = useSession((s) => s.lock);
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <footer className="shell-footer">
      <button
        type="button"
        onClick={() =>
          // replace: the history never gains an entry that reveals the interface.
          void navigate('/settings', { replace: true, state: { from: location.pathname } })
        }
      >
        <Settings size={18} aria-hidden /> {t('footer.settings')}
      </button>
      <button type="button" className="shell-hide" onClick={lock}>
        <EyeOff size={18} aria-hidden /> {t('footer.hide')}
      </button>
      <span className="shell-encrypted">
        <Lock size={14} aria-hidden /> {t('footer.encrypted')}
      </span>
    </footer>
  );
}
