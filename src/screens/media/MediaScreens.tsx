import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { attachmentClassifications, pictureClassifications } from '../../domain/media/media-classifications';
import { OverviewTabFrame } from '../overview/OverviewTabFrame';
import { MediaGallery } from './MediaGallery';
import { useProjectGuid } from './use-project-guid';
import './media.css';

/** The project's picture gallery (spec 02 section 2, tab GP): photos and map images, each with its empty state. */
export function PicturesScreen({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const projectGuid = useProjectGuid(projectId);
  return (
    <OverviewTabFrame projectId={projectId}>
      <div className="media-screen">
        <header className="media-gallery__header">
          <h1>{t('media.gallery.picturesTitle')}</h1>
          <Link to="/project/$projectId/attachments" params={{ projectId }}>{t('media.gallery.attachmentsTitle')}</Link>
        </header>
        {pictureClassifications.map((classification) => (
          <MediaGallery key={classification} projectId={projectId} projectGuid={projectGuid} classification={classification} title={t(`media.gallery.section.${classification}`)} pictures />
        ))}
      </div>
    </OverviewTabFrame>
  );
}

/** The project's attachment gallery (spec 02 section 2, tab ES): map layers, documents, KLIC files and lab certificates. */
export function AttachmentsScreen({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const projectGuid = useProjectGuid(projectId);
  return (
    <OverviewTabFrame projectId={projectId}>
      <div className="media-screen">
        <header className="media-gallery__header">
          <h1>{t('media.gallery.attachmentsTitle')}</h1>
          <Link to="/project/$projectId/pictures" params={{ projectId }}>{t('media.gallery.picturesTitle')}</Link>
        </header>
        {attachmentClassifications.map((classification) => (
          <MediaGallery key={classification} projectId={projectId} projectGuid={projectGuid} classification={classification} title={t(`media.gallery.section.${classification}`)} pictures={false} />
        ))}
      </div>
    </OverviewTabFrame>
  );
}

/** A measurement point's photos (spec 02 section 2): drop photos on the point; they belong to it. */
export function PointPictures({ projectId, mpGuid }: { projectId: number; mpGuid: string }) {
  const { t } = useTranslation();
  const projectGuid = useProjectGuid(projectId);
  return <MediaGallery projectId={projectId} projectGuid={projectGuid} classification="ProjectPhoto" mpGuid={mpGuid} title={t('media.gallery.pointTitle')} pictures />;
}
