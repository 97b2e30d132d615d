import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuggestOutcome } from '../../domain/suggest/suggest-outcome';
import { switchJar, switchTargets } from '../../domain/suggest/switch-jar';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import { JarSwapChoice } from './JarSwapChoice';

interface SwitchProps {
  outcome: SuggestOutcome;
  jarId: number;
  /** The outcome after the move, or null when the dialog was closed without one. */
  onDone(outcome: SuggestOutcome | null): void;
}

/**
 * The jar switch dialog (spec 02 section 2): moves a jar to another suggestion of its trajectory, soil
 * type and suspicion that has room, or swaps it with a jar of one (full suggestions have no room).
 */
export function JarSwitchDialog({ outcome, jarId, onDone }: SwitchProps) {
  const { t } = useTranslation();
  const id = useId();
  const targets = switchTargets(outcome, jarId);
  const [target, setTarget] = useState(targets[0]?.id ?? '');
  const jar = outcome.profiles[String(jarId)];
  const move = () => {
    const moved = switchJar(outcome, jarId, target);
    onDone(moved.ok ? moved.outcome : null);
  };
  return (
    <ModalDialog title={t('suggest.switch.title', { jar: jar?.jarName ?? jarId })} onDismiss={() => onDone(null)}>
      <p>{t('suggest.switch.jar', { point: jar?.pointName ?? '', from: jar?.from ?? '', to: jar?.to ?? '', soilType: jar?.soilType ?? '' })}</p>
      {targets.length === 0 ? <p role="status">{t('suggest.switch.none')}</p> : (
        <fieldset>
          <legend>{t('suggest.switch.to')}</legend>
          {targets.map((suggestion) => (
            <label key={suggestion.id} className="suggest__choice">
              <input type="radio" name={`${id}-target`} value={suggestion.id} checked={target === suggestion.id} onChange={() => setTarget(suggestion.id)} />
              {' '}{t('suggest.switch.target', { id: suggestion.id, count: suggestion.jarIds.length, score: suggestion.score })}
            </label>
          ))}
        </fieldset>
      )}
      <div className="modal__actions">
        <button type="button" onClick={move} disabled={targets.length === 0}>{t('suggest.switch.move')}</button>
      </div>
      <JarSwapChoice outcome={outcome} jarId={jarId} onSwapped={onDone} />
      <div className="modal__actions">
        <button type="button" onClick={() => onDone(null)}>{t('suggest.cancel')}</button>
      </div>
    </ModalDialog>
  );
}
