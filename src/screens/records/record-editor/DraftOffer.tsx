import { useTranslation } from 'react-i18next';
import type { Draft } from '../../../app/navigation/drafts';
import type { Language } from '../../../domain/language/language-codes';
import { draftTime } from './draft-time';

/** Props of DraftOffer. */
export interface DraftOfferProps {
  draft: Draft;
  language: Language;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * Offers the edits a failed save on navigation kept (issue 4, deliver 5, beyond the spec: nothing
 * typed is ever lost): restore lays them over the record, discard forgets them.
 */
export function DraftOffer({ draft, language, onRestore, onDiscard }: DraftOfferProps) {
  const { t } = useTranslation();
  return (
    <div className="draft-offer" role="region" aria-label={t('navigation.draft.restore')}>
      <p className="draft-offer__text">{t('navigation.draft.offer', { time: draftTime(draft.savedAt, language) })}</p>
      <div className="draft-offer__buttons">
        <button type="button" className="button button--primary" onClick={onRestore}>{t('navigation.draft.restore')}</button>
        <button type="button" className="button" onClick={onDiscard}>{t('navigation.draft.discard')}</button>
      </div>
    </div>
  );
}
