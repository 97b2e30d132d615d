import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** One input of an AddRowForm. */
export interface AddRowField {
  /** Wire name of the field. */
  name: string;
  label: string;
  type?: 'text' | 'date';
}

/** Props of AddRowForm. */
export interface AddRowFormProps {
  legend: string;
  fields: readonly AddRowField[];
  /** The field that must not be empty. */
  required: string;
  busy: boolean;
  onAdd: (values: Record<string, string>) => Promise<void>;
}

/** A small form that adds one row to a list of the cadastral overview, then empties itself. */
export function AddRowForm({ legend, fields, required, busy, onAdd }: AddRowFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ((values[required] ?? '').trim() === '') return;
    void onAdd(values).then(() => setValues({}));
  };
  return (
    <form className="cadastre__add" onSubmit={submit}>
      <fieldset>
        <legend>{legend}</legend>
        {fields.map((field) => (
          <label key={field.name}>
            <span>{field.label}</span>
            <input
              type={field.type ?? 'text'} value={values[field.name] ?? ''} required={field.name === required}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            />
          </label>
        ))}
        <button type="submit" className="button button--primary" disabled={busy}>{t('dayUse.cadastre.add')}</button>
      </fieldset>
    </form>
  );
}
