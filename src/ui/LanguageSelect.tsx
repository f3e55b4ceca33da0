import { useId } from 'react';
import { LANGUAGES, useLanguageStore } from '../i18n';

/** The native language picker (UI-CONTRACT.md): values are codes, labels the languages' own names. */
export function LanguageSelect({ label, className }: { label: string; className?: string }) {
  const id = useId();
  const language = useLanguageStore((s) => s.language);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  return (
    <span className={className ?? 'language-select'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = LANGUAGES.find((l) => l.code === event.target.value);
          if (next) setLanguage(next.code);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </span>
  );
}
