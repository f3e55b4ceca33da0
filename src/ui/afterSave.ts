/**
 * Forms that clear after an asynchronous save must clear only what was saved: the user may go on
 * typing while the save runs, and that text must survive the save's completion.
 */

/**
 * A text field's value once `saved` (its value when the save began) is stored: empty if it has not
 * changed since; only the added part if the user typed on after it; otherwise all of it untouched.
 */
export function remainderAfterSave(current: string, saved: string): string {
  if (current === saved) return '';
  if (saved !== '' && current.startsWith(saved)) return current.slice(saved.length).trimStart();
  return current;
}

/**
 * Several fields saved together (a contact): each field still holding what was saved is emptied;
 * a field changed since the save began keeps what the user typed.
 */
export function fieldsAfterSave<T extends Record<string, string>>(current: T, saved: T): T {
  const next = { ...current };
  for (const key of Object.keys(current) as (keyof T)[]) {
    if (current[key] === saved[key]) next[key] = '' as T[keyof T];
  }
  return next;
}
