import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SuggestOutcome } from '../../domain/suggest/suggest-outcome';
import { swapCandidates, swapJars } from '../../domain/suggest/swap-jars';
import type { SwapResult } from '../../domain/suggest/swap-jars';

interface SwapProps {
  outcome: SuggestOutcome;
  jarId: number;
  /** Called with the outcome after an allowed swap. */
  onSwapped(outcome: SuggestOutcome): void;
}

/** What a swap would give, in words: the partner's suggestion's new score, or why the swap is refused. */
function resultText(t: TFunction, result: SwapResult, suggestionId: string): string {
  if (!result.ok) return t(`suggest.swap.refused.${result.reason}`, { suggestion: result.suggestionId ?? '', score: result.score ?? '' });
  return t('suggest.swap.allowed', { score: result.outcome.suggestions.find((suggestion) => suggestion.id === suggestionId)?.score ?? '' });
}

/**
 * The swap half of the jar switch dialog (spec 02 section 2): the jars of other suggestions of the same
 * trajectory and soil type, each saying what the swap gives; a refused swap is answered with its reason.
 */
export function JarSwapChoice({ outcome, jarId, onSwapped }: SwapProps) {
  const { t } = useTranslation();
  const id = useId();
  const candidates = swapCandidates(outcome, jarId);
  const [partner, setPartner] = useState<number | null>(candidates.find((candidate) => candidate.result.ok)?.jarId ?? candidates[0]?.jarId ?? null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const jarName = (jar: number) => outcome.profiles[String(jar)]?.jarName ?? String(jar);
  const swap = () => {
    if (partner === null) return;
    const swapped = swapJars(outcome, jarId, partner);
    if (swapped.ok) onSwapped(swapped.outcome);
    else setRefusal(resultText(t, swapped, ''));
  };
  if (candidates.length === 0) return <p role="status">{t('suggest.swap.none')}</p>;
  return (
    <>
      <fieldset>
        <legend>{t('suggest.swap.with')}</legend>
        {candidates.map((candidate) => (
          <label key={candidate.jarId} className="suggest__choice">
            <input type="radio" name={`${id}-partner`} value={candidate.jarId} checked={partner === candidate.jarId} onChange={() => { setPartner(candidate.jarId); setRefusal(null); }} />
            {' '}{t('suggest.swap.candidate', { jar: jarName(candidate.jarId), suggestion: candidate.suggestionId, result: resultText(t, candidate.result, candidate.suggestionId) })}
          </label>
        ))}
      </fieldset>
      {refusal ? <p role="alert" className="suggest__issue">{refusal}</p> : null}
      <div className="modal__actions">
        <button type="button" onClick={swap} disabled={partner === null}>{t('suggest.swap.swap')}</button>
      </div>
    </>
  );
}
