import { useState } from 'react';
import { ChatView } from './ChatView';
import { HistoryTape } from './HistoryTape';
import '../../ui/controls.css';
import './chat.css';

/**
 * The Chat tab (spec §2): the history tape until "View Details", the chat until "Hide Chat".
 * Revealing is component state on purpose: changing tab, Hide Interface and lock all unmount the
 * panel, so the chat is hidden again whenever the tab is next opened.
 */
export function ChatPanel() {
  const [revealed, setRevealed] = useState(false);
  return revealed ? (
    <ChatView onHide={() => setRevealed(false)} />
  ) : (
    <HistoryTape onReveal={() => setRevealed(true)} />
  );
}
