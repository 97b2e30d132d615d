import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaClassification } from '../../domain/entities/media-item';
import { attachmentClassifications, pictureClassifications } from '../../domain/media/media-classifications';
import { useTableSettings, ViewModeBar } from '../../ui/data-table';
import { OverviewTabFrame } from '../overview/OverviewTabFrame';
import { MediaGallery } from './MediaGallery';
import { MediaTable } from './MediaTable';
import { useProjectGuid } from './use-project-guid';
import './media.css';

/** One gallery tab: its classifications, title, the other gallery it links to, and where its settings are saved. */
interface GalleryScreenProps {
  projectId: number;
  classifications: readonly MediaClassification[];
  pictures: boolean;
  titleKey: string;
  settingName: string;
  other: { to: '/project/$projectId/pictures' | '/project/$projectId/attachments'; titleKey: string };
}

/**
 * A gallery tab (spec 02 section 2) in the mode its user last chose: tiles, one section per
 * classification with its empty state, uploads and deletes; or one table of all its files. The mode
 * and the table's columns and sort are saved per user (UpdateSetting); tiles until a user chooses.
 */
function GalleryScreen({ projectId, classifications, pictures, titleKey, settingName, other }: GalleryScreenProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const projectGuid = useProjectGuid(projectId);
  const view = useTableSettings(settingName, 'tiles');
  return (
    <OverviewTabFrame projectId={projectId}>
      <div className="media-screen">
        <header className="media-gallery__header">
          <h1 id={headingId}>{t(titleKey)}</h1>
          <Link to={other.to} params={{ projectId }}>{t(other.titleKey)}</Link>
        </header>
        <ViewModeBar view={view} />
        {!view.ready ? <p role="status">{t('media.gallery.loading')}</p>
          : view.settings.mode === 'table'
          ? <MediaTable projectId={projectId} projectGuid={projectGuid} classifications={classifications} view={view} settingName={settingName} labelledBy={headingId} />
          : classifications.map((classification) => (
            <MediaGallery key={classification} projectId={projectId} projectGuid={projectGuid} classification={classification} title={t(`media.gallery.section.${classification}`)} pictures={pictures} />
          ))}
      </div>
    </OverviewTabFrame>
  );
}

/** The project's picture gallery (spec 02 section 2, tab GP): photos and map images, each with its empty state. */
export function PicturesScreen({ projectId }: { projectId: number }) {
  return (
    <GalleryScreen projectId={projectId} classifications={pictureClassifications} pictures titleKey="media.gallery.picturesTitle"
      settingName="overview.pictures" other={{ to: '/project/$projectId/attachments', titleKey: 'media.gallery.attachmentsTitle' }} />
  );
}

/** The project's attachment gallery (spec 02 section 2, tab ES): map layers, documents, KLIC files and lab certificates. */
export function AttachmentsScreen({ projectId }: { projectId: number }) {
  return (
    <GalleryScreen projectId={projectId} classifications={attachmentClassifications} pictures={false} titleKey="media.gallery.attachmentsTitle"
      settingName="overview.attachments" other={{ to: '/project/$projectId/pictures', titleKey: 'media.gallery.picturesTitle' }} />
  );
}

/** A measurement point's photos (spec 02 section 2): drop photos on the point; they belong to it. */
export function PointPictures({ projectId, mpGuid }: { projectId: number; mpGuid: string }) {
  const { t } = useTranslation();
  const projectGuid = useProjectGuid(projectId);
  return <MediaGallery projectId={projectId} projectGuid={projectGuid} classification="ProjectPhoto" mpGuid={mpGuid} title={t('media.gallery.pointTitle')} pictures />;
}
