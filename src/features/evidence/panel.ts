/** The Evidence tab's panel: a separate entry so the shell loads it lazily. */
export { EvidencePanel } from './EvidencePanel';
