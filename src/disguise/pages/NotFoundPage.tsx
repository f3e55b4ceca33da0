import { Link } from 'react-router';
import { useCalculatorStrings } from '../reactScreen';
import '../keypad/calculator.css';
import './pages.css';

export function NotFoundPage() {
  const t = useCalculatorStrings();
  return (
    <main className="page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link className="page-link" to="/" replace>
        {t('notFound.back')}
      </Link>
    </main>
  );
}
