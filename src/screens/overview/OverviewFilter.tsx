import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatest } from '../../fields/use-latest';
import { maxFilterLength } from './overview-search';

/** How long typing may pause before the URL follows, in milliseconds: one history write per pause, not per key. */
const filterUrlDelay = 250;

/** The filter box's inputs. */
export interface OverviewFilterProps {
  /** The filter the URL holds. */
  value: string;
  /** Called once typing pauses, with the text to keep in the URL. */
  onChange(value: string): void;
  /** The live row count, read out as the filter narrows the table. */
  status: string;
}

/**
 * The text filter over all columns. The box answers every key at once; the URL — and so
 * the table — follows after a short pause. A URL change from elsewhere (back button, a tab) wins.
 */
export function OverviewFilter({ value, onChange, status }: OverviewFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useLatest({ value, onChange });

  useEffect(() => {
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text === latest.current.value) return undefined;
    const timer = setTimeout(() => latest.current.onChange(text), filterUrlDelay);
    return () => clearTimeout(timer);
  }, [text, latest]);

  return (
    <div className="overview-filter">
      <label htmlFor={id} className="overview-filter__label">{t('overview.filter.label')}</label>
      <input
        id={id} type="search" className="overview-filter__input" value={text} maxLength={maxFilterLength}
        placeholder={t('overview.filter.placeholder')} onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-status`}
      />
      <span id={`${id}-status`} role="status" className="overview-filter__status">{status}</span>
    </div>
  );
}
