import { useCalculatorStrings } from '../reactScreen';
import '../keypad/calculator.css';
import './pages.css';
import { replacePage } from '../../platform/page/navigation';

/**
 * The sign-in page (spec §2 /landing). Sign-in is a full navigation to the server's /api/login,
 * which replaces this page in the history: the app leaves one entry behind (the wipe then replaces
 * it with "/"), so Back shows no trace of its pages.
 */
export function LandingPage() {
  const t = useCalculatorStrings();
  return (
    <main className="page">
      <h1>{t('title')}</h1>
      <p>{t('landing.tagline')}</p>
      <button type="button" className="page-button" onClick={() => replacePage('/api/login')}>
        {t('landing.signIn')}
      </button>
    </main>
  );
}
