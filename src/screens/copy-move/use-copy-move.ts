import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { withCopyMoveServices } from '../../../machines/copy-move';
import { copyMoveServices } from './copy-move-services';

/**
 * Runs the copy/move machine (spec 01 section 4) for points of a project with the real data-service services
 * (spec 01 section 4). The machine is made once per dialog: a new selection is a new dialog.
 */
export function useCopyMove(projectId: number, pointGuids: readonly string[]) {
  const queryClient = useQueryClient();
  const [machine] = useState(() => withCopyMoveServices(copyMoveServices(queryClient)));
  const [snapshot, send] = useMachine(machine, { input: { projectId, pointGuids } });
  return { snapshot, send };
}
