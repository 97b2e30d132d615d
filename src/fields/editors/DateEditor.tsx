import { useTranslation } from 'react-i18next';
import { dateFormatHint, formatEditorValue, fromPickerValue, toPickerValue } from '../../domain/editing';
import type { SingleEditorProps } from '../editor-props';
import { useEditorText } from '../use-editor-text';

/**
 * Dates (type 2), and datetimes (type 13) through DateTimeEditor: typed in the language's display
 * format (DD-MM-YYYY in Dutch, YYYY-MM-DD in English; spec 01 sections 1 and 3), with a native
 * calendar beside it whose pick is written into the text in that same format.
 */
export function DateEditor(props: SingleEditorProps) {
  const { t } = useTranslation();
  const withTime = props.kind === 'datetime';
  const state = useEditorText(props);
  return (
    <div className="field__date">
      <input
        id={props.id}
        className="field__input field__input--date"
        type="text"
        value={state.text}
        placeholder={dateFormatHint(props.language, withTime)}
        onChange={(event) => state.change(event.target.value)}
        onBlur={state.blur}
        disabled={props.disabled}
        aria-required={props.required}
        aria-invalid={props.invalid}
        aria-describedby={props.describedBy}
        autoComplete="off"
      />
      <input
        className="field__picker"
        type={withTime ? 'datetime-local' : 'date'}
        step={withTime ? 1 : undefined}
        value={toPickerValue(props.value, withTime)}
        onChange={(event) => state.change(formatEditorValue(props.kind, fromPickerValue(event.target.value, withTime), props.language))}
        disabled={props.disabled}
        aria-label={t('fields.date.pick', { label: props.label })}
        tabIndex={-1}
      />
    </div>
  );
}
