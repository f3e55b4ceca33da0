import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { showToast } from '../../ui/toast/toastStore';
import { newId } from '../../vault';
import { Field } from './Field';
import { SettingsSection } from '../../ui/SettingsSection';
import { Button } from '../../ui/Button';

/** One input of the add form; `row` inputs sit side by side on wide screens. */
export interface ListField<K extends string> {
  key: K;
  label: string;
  required?: boolean;
  row?: boolean;
  ltr?: boolean;
  inputMode?: 'tel' | 'text';
  /**
   * What is kept for the trimmed text (a number in its dialable form), or why it cannot be: the
   * item is not added, the text stays in the field and the reason shows under it.
   */
  check?: (value: string) => { ok: true; value: string } | { ok: false; message: ReactNode };
}

interface Props<K extends string, T extends { id: string } & Record<K, string>> {
  title: string;
  intro: string;
  empty: string;
  addLabel: string;
  items: T[];
  onChange: (items: T[]) => void;
  fields: ListField<K>[];
  renderItem: (item: T) => ReactNode;
  deleteLabel: (item: T) => string;
  /** The toast after an add: the item as it was stored (trimmed). */
  added: (item: T) => { title: string; description: string };
}

/**
 * An editable list of the settings page (spec §5): an item is added only when every required
 * field has text after trimming, and no message is shown otherwise; a field with a `check` that
 * refuses its text says why; each item can be deleted.
 */
export function ListEditorSection<K extends string, T extends { id: string } & Record<K, string>>(
  props: Props<K, T>,
) {
  const { t } = useTranslation('settings');
  const { fields, items, onChange } = props;
  const blank = () => Object.fromEntries(fields.map((f) => [f.key, ''])) as Record<K, string>;
  const [values, setValues] = useState(blank);
  const [refused, setRefused] = useState<{ key: K; message: ReactNode } | null>(null);
  const inputs = useRef(new Map<K, HTMLInputElement>());
  const canAdd = fields.every((f) => !f.required || values[f.key].trim() !== '');

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!canAdd) return;
    const kept = {} as Record<K, string>;
    for (const field of fields) {
      const text = values[field.key].trim();
      const checked =
        field.check && text !== '' ? field.check(text) : { ok: true as const, value: text };
      if (!checked.ok) {
        setRefused({ key: field.key, message: checked.message });
        inputs.current.get(field.key)?.focus();
        return;
      }
      kept[field.key] = checked.value;
    }
    const item = { id: newId(), ...kept } as T;
    onChange([...items, item]);
    setValues(blank());
    setRefused(null);
    showToast(props.added(item));
  };

  const input = (field: ListField<K>) => (
    <Field
      key={field.key}
      label={field.label}
      ref={(element: HTMLInputElement | null) => {
        if (element) inputs.current.set(field.key, element);
        else inputs.current.delete(field.key);
      }}
      value={values[field.key]}
      onValueChange={(value) => {
        setValues((current) => ({ ...current, [field.key]: value }));
        if (refused?.key === field.key) setRefused(null);
      }}
      error={refused?.key === field.key ? refused.message : undefined}
      {...(field.inputMode ? { inputMode: field.inputMode } : {})}
      {...(field.ltr ? { dir: 'ltr' } : {})}
    />
  );
  const rowFields = fields.filter((f) => f.row);

  return (
    <SettingsSection title={props.title}>
      <p>{props.intro}</p>
      {items.length === 0 ? (
        <p className="panel-note">{props.empty}</p>
      ) : (
        <ul className="settings-list">
          {items.map((item) => (
            <li key={item.id}>
              <div className="settings-item-text">{props.renderItem(item)}</div>
              <Button
                className="settings-delete"
                aria-label={props.deleteLabel(item)}
                onClick={() => onChange(items.filter((other) => other.id !== item.id))}
              >
                <Trash2 size={16} aria-hidden /> {t('delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form autoComplete="off" className="settings-form" onSubmit={add}>
        {rowFields.length > 0 && <div className="settings-row">{rowFields.map(input)}</div>}
        {fields.filter((f) => !f.row).map(input)}
        <Button type="submit" variant="raised" className="settings-button" disabled={!canAdd}>
          <Plus size={16} aria-hidden /> {props.addLabel}
        </Button>
      </form>
    </SettingsSection>
  );
}
