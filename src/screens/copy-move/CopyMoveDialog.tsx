import { useTranslation } from 'react-i18next';
import type { CopiedPoint } from '../../domain/copy/copy-rows';
import type { CopyMode } from '../../domain/copy/copy-options';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import { CopyMoveOptionsForm } from './CopyMoveOptionsForm';
import { CopyMoveDone, CopyMoveFailed } from './CopyMoveOutcome';
import { CopyMoveProgress } from './CopyMoveProgress';
import { progressSteps } from './copy-move-text';
import type { ProgressStep } from './copy-move-text';
import { useCopyMove } from './use-copy-move';
import './copy-move.css';

/** What the dialog ended with: the copies made and where, or nothing when it was closed before. */
export interface CopyMoveResult {
  mode: CopyMode;
  targetProjectId: number;
  copies: CopiedPoint[];
}

/** Props of CopyMoveDialog: the API the point screen and the points grid open it with. */
export interface CopyMoveDialogProps {
  /** PrID of the project the points are in. */
  projectId: number;
  /** The selected points' MpGuids; an empty selection is refused ('select rows'). */
  pointGuids: readonly string[];
  /** Called when the user closes the dialog, with the result once the copy or move succeeded. */
  onClose: (result: CopyMoveResult | null) => void;
}

const isProgressStep = (value: unknown): value is ProgressStep => progressSteps.some((step) => step === value);

/**
 * Copy or move measurement points between projects (spec 01 sections 2 and 4): the
 * options, the progress of each step, and the result — the new points' names and a link to the
 * target — or the catalogue's error. While it works it cannot be dismissed: leaving half-way would
 * hide whether the copy was made.
 */
export function CopyMoveDialog({ projectId, pointGuids, onClose }: CopyMoveDialogProps) {
  const { t } = useTranslation();
  const { snapshot, send } = useCopyMove(projectId, pointGuids);
  const { context } = snapshot;
  const value = snapshot.value;
  const busy = snapshot.hasTag('busy');
  const result = (): CopyMoveResult | null => (snapshot.matches('done')
    ? { mode: context.options.mode, targetProjectId: Number(context.options.targetProjectId), copies: context.saved }
    : null);
  const close = () => {
    if (busy) return;
    if (!snapshot.matches('done') && snapshot.status === 'active') send({ type: 'copyMove.cancel' });
    onClose(result());
  };
  const title = t(context.options.mode === 'move' ? 'copyMove.title.move' : 'copyMove.title.copy');

  return (
    <ModalDialog title={title} onDismiss={close}>
      <div className="copy-move" aria-busy={busy}>
        {snapshot.matches('editing') && (
          <CopyMoveOptionsForm
            context={context}
            onChange={(options) => send({ type: 'copyMove.setOptions', options })}
            onStart={() => send({ type: 'copyMove.start' })}
            onCancel={close}
          />
        )}
        {isProgressStep(value) && <CopyMoveProgress step={value} options={context.options} points={context.pointGuids.length} />}
        {snapshot.matches('done') && <CopyMoveDone context={context} onClose={close} />}
        {snapshot.matches('refused') && <CopyMoveFailed context={context} onClose={close} />}
        {snapshot.matches('failed') && (
          <CopyMoveFailed context={context} onClose={close} onRetry={() => send({ type: 'copyMove.retry' })} retryLabel={t('copyMove.backToOptions')} />
        )}
        {snapshot.matches('moveIncomplete') && (
          <CopyMoveFailed context={context} onClose={close} onRetry={() => send({ type: 'copyMove.retry' })} retryLabel={t('copyMove.retryDelete')} />
        )}
      </div>
    </ModalDialog>
  );
}
