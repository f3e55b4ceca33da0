export { InfoPanel } from './InfoPanel';
