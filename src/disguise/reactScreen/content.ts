import { useEffect, useState } from 'react';
import { type AppContent, DEFAULT_CONTENT, loadContent } from '../keypad';

export {
  type AppContent,
  type ButtonSymbols,
  DEFAULT_CONTENT,
  loadContent,
  mergeContent,
  type SecretCodes,
} from '../keypad';

export function useContent(): AppContent {
  const [content, setContent] = useState(DEFAULT_CONTENT);
  useEffect(() => {
    let alive = true;
    void loadContent().then((loaded) => alive && setContent(loaded));
    return () => {
      alive = false;
    };
  }, []);
  return content;
}
