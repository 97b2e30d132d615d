import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopyMoveOptions } from '../../domain/copy/copy-options';
import { progressSteps } from './copy-move-text';
import type { ProgressStep } from './copy-move-text';

/** Props of CopyMoveProgress. */
export interface CopyMoveProgressProps {
  step: ProgressStep;
  options: CopyMoveOptions;
  points: number;
}

/**
 * What the copy is doing now, as a progress bar and a sentence read out politely: read the points,
 * read the target, make the copies, save them, and for a move delete the originals.
 */
export function CopyMoveProgress({ step, options, points }: CopyMoveProgressProps) {
  const { t } = useTranslation();
  const stepId = useId();
  const steps = progressSteps.filter((name) => (options.mode === 'move' ? name !== 'rollingBack' || step === 'rollingBack' : name !== 'deletingSources' && name !== 'rollingBack'));
  const position = steps.indexOf(step);
  return (
    <div className="copy-move__progress">
      <progress max={steps.length} value={position} aria-labelledby={stepId} />
      <p id={stepId} role="status" aria-live="polite">
        {t(`copyMove.progress.${step}`, { copies: points * options.copies, points })}
      </p>
    </div>
  );
}
