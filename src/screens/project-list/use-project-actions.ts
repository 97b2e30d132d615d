import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { projectMutations } from '../../api/queries/project-mutations';
import { useNotices } from '../../ui/notices/notices-context';
import { useApiClient } from '../../ui/services-context';
import type { Project } from '../../domain/entities/project';

/** A question the list is asking about one project. */
export type PendingQuestion = { kind: 'delete' | 'unpin'; project: Project } | null;

/** The project list's delete and pin actions, with the confirmations they need. */
export interface ProjectActions {
  question: PendingQuestion;
  busy: boolean;
  pinBusy: boolean;
  askDelete: (project: Project) => void;
  /** Pins at once; unpinning a pinned (synchronised) project asks first (spec 01 section 2). */
  togglePin: (project: Project) => void;
  /** The user confirmed the open question. */
  confirm: () => void;
  cancel: () => void;
}

/**
 * Delete (by typing DELETE) and pin/unpin (spec 01 sections 2 and 4, 'Project pin'): a pinned
 * project is synchronised to the user's devices, so unpinning it asks for confirmation; pinning
 * does not. Results and refusals go to the notice area.
 */
export function useProjectActions(onDeleted: (project: Project) => void): ProjectActions {
  const api = useApiClient();
  const { notify, notifyError } = useNotices();
  const [question, setQuestion] = useState<PendingQuestion>(null);
  const save = useMutation(projectMutations.save());
  const pin = useMutation(projectMutations.pin());

  const setPin = (project: Project, enabled: boolean) => {
    const user = api.session.user();
    if (project.PrID == null || user === null) return;
    pin.mutate({ prId: project.PrID, enabled, userToPin: user.username }, {
      onSuccess: () => notify({ kind: 'success', messageKey: enabled ? 'projectList.pin.done' : 'projectList.unpin.done', params: { code: project.PrCode ?? '' } }),
      onError: notifyError,
      onSettled: () => setQuestion(null),
    });
  };

  const remove = (project: Project) => {
    save.mutate({ action: 'DELETE', project }, {
      onSuccess: () => {
        notify({ kind: 'success', messageKey: 'projectList.delete.done', params: { code: project.PrCode ?? '' } });
        onDeleted(project);
      },
      onError: notifyError,
      onSettled: () => setQuestion(null),
    });
  };

  return {
    question,
    busy: save.isPending || pin.isPending,
    pinBusy: pin.isPending,
    askDelete: (project) => setQuestion({ kind: 'delete', project }),
    togglePin: (project) => {
      if (project.PrPinned) setQuestion({ kind: 'unpin', project });
      else setPin(project, true);
    },
    confirm: () => {
      if (question?.kind === 'delete') remove(question.project);
      else if (question?.kind === 'unpin') setPin(question.project, false);
    },
    cancel: () => setQuestion(null),
  };
}
