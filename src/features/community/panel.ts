/** The Community tab's panel: a separate entry so the shell loads it lazily. */
export { CommunityPanel } from './CommunityPanel';
