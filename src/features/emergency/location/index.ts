/** Live location for trusted contacts, end to end encrypted (issue 26). */
export { LiveSharing } from './LiveSharing';
export { endSharing, resumeSharing, useLiveView } from './liveSharing';
export { endAllSharing } from './endAll';
export { LocationCard } from './LocationCard';
