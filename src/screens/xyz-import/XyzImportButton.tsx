import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectId } from '../../api';
import { ToolbarButton } from '../../app/shell/Toolbar';

/** The 'XYZ import' toolbar action of the project screen and the overview (spec 01 section 2): opens the import for the project. */
export function XyzImportButton({ projectId }: { projectId: ProjectId }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ToolbarButton onClick={() => void navigate({ to: '/project/$projectId/xyz-import', params: { projectId: Number(projectId) } })}>
      {t('xyzImport.open')}
    </ToolbarButton>
  );
}
