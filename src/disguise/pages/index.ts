/** The public pages around the calculator: the landing page and the not-found page. */
export { LandingPage } from './LandingPage';
export { NotFoundPage } from './NotFoundPage';
