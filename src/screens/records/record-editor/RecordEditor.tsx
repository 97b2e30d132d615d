import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandId } from '../../../../commands';
import { CommandButton } from '../../../ui/commands/CommandButton';
import { useCommandTarget } from '../../../ui/commands/use-command-target';
import { useLanguage } from '../../../ui/services-context';
import { Toolbar } from '../../../ui/shell/Toolbar';
import type { EditorRecord } from '../../../domain/editing';
import { ImageFieldMediaContext } from '../../../fields/image-field-media';
import { RecordForm } from '../../../fields/RecordForm';
import { useImageFieldMedia } from '../../media/use-image-field-media';
import { explainFormRefusal } from './form-refusal';
import { DeleteConfirmation } from './DeleteConfirmation';
import { DraftOffer } from './DraftOffer';
import { LoadState } from './LoadState';
import type { RecordEditorConfig } from './record-editor-config';
import { recordNeighbours } from './record-sequence';
import { useDeletion } from './use-deletion';
import { useFieldSetup } from './use-field-setup';
import type { FieldSetup } from './use-field-setup';
import { useRecordEditor } from './use-record-editor';
import './record-editor.css';

/** Props of RecordEditor: the screen's configuration and what it draws around the form. */
export interface RecordEditorProps<R extends EditorRecord> extends RecordEditorConfig<R> {
  /** What kind of record this is, translated (e.g. 'Layer'), shown above the title. */
  kindLabel: string;
  /** The heading: the record's name as saved (e.g. 'B001', '0–50 cm'). */
  title: (record: R) => string;
  /** Commands the toolbar offers beside save where they apply (e.g. the project's export). */
  toolbarCommands?: readonly CommandId[];
  /**
   * 'whenChanged': the toolbar shows save only while there are unsaved changes (the project's
   * toolbar, spec 01 section 2: 'save (hidden by default)'); Ctrl+S, the palette and the navigation
   * auto-save work as ever. Default 'always'.
   */
  saveButton?: 'always' | 'whenChanged';
  /** Child lists and anything else the screen shows under the fields (or beside them: `layout`). */
  children?: ReactNode;
  /**
   * 'beside': the fields in a narrow column beside the children, so a data manager sees a record
   * and its lists at a glance on a wide screen (a borehole with its layers, jars and tubes); the
   * fields go back above the lists on a narrow one. Default 'stacked'.
   */
  layout?: 'stacked' | 'beside';
  /** What the screen leads with, between the toolbar and the fields (the project's counts). */
  lead?: ReactNode;
  /** Opens the screen's copy dialog: the record command 'duplicate' (the point screen, spec 01 section 2). */
  onDuplicate?: () => void;
  /** The point whose gallery also holds pictures uploaded into this form's image fields (the point screen). */
  picturesPoint?: string;
}

/**
 * The one generic editing screen (spec 01 section 2, 'Screen behaviour'): loads the screen's templates and code lists,
 * draws the record by field-editor type with the domain's validation at each field, saves from the
 * toolbar (left) and deletes with a confirmation (right) — both commands of the registry, so Ctrl+S
 * and the palette do the same — offers a kept draft, and takes part in the navigation auto-save. Entity screens are thin configurations of it.
 */
export function RecordEditor<R extends EditorRecord>(props: RecordEditorProps<R>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const loading = useFieldSetup(props.screenName, language, props.prId, props.templateId);
  // Once drawn, the form stays while its setup reloads (a language switch): unmounting it would lose the edits.
  const lastReady = useRef<FieldSetup | null>(null);
  if (loading.ready) lastReady.current = loading;
  const setup = loading.ready ? loading : lastReady.current;
  const failure = props.loadError ?? loading.error;
  if (failure) return <LoadState kind="failed" error={failure} />;
  if (props.record === undefined || setup === null) return <LoadState kind="loading" />;
  if (props.record === null) return <LoadState kind="missing" label={t('screens.editor.notFound', { kind: props.kindLabel })} />;
  return <LoadedRecordEditor key={props.recordGuid} {...props} record={props.record} setup={setup} />;
}

interface LoadedProps<R extends EditorRecord> extends RecordEditorProps<R> {
  record: R;
  setup: FieldSetup;
}

function LoadedRecordEditor<R extends EditorRecord>(props: LoadedProps<R>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const body = useRef<HTMLDivElement>(null);
  const title = props.title(props.record);
  const { templates } = props.setup;
  const { screenName } = props;
  const explainRefusal = useCallback(
    (issues: Parameters<typeof explainFormRefusal>[0]['issues']) => explainFormRefusal({ t, templates: templates ?? [], screenName, record: title, issues, form: body.current }),
    [t, templates, screenName, title],
  );
  const editor = useRecordEditor(props, props.record, explainRefusal);
  const deletion = useDeletion(props.deletion, editor);
  const [formKey, setFormKey] = useState(0);
  const imageMedia = useImageFieldMedia({ projectId: props.prId, mpGuid: props.picturesPoint });
  const { sequence, siblings, recordGuid } = props;
  const neighbours = useMemo(
    () => (sequence ? recordNeighbours(siblings, sequence.guidField, recordGuid) : { previous: null, next: null }),
    [sequence, siblings, recordGuid],
  );

  const restore = () => {
    editor.restoreDraft();
    // Editors keep their own text while typing: drawing them anew shows the restored values.
    setFormKey((key) => key + 1);
  };

  // What the record commands act on: save and delete from the toolbar, Ctrl+S and the
  // palette alike, the kept draft, and the next and previous record of the parent's list.
  useCommandTarget('record', {
    kind: props.screenName,
    name: title,
    busy: editor.saving || deletion.busy,
    deletable: deletion.available,
    requestDelete: deletion.ask,
    draftOffered: editor.draftOffer !== null,
    restoreDraft: restore,
    discardDraft: editor.discardDraft,
    hasPrevious: neighbours.previous !== null,
    hasNext: neighbours.next !== null,
    goPrevious: () => { if (neighbours.previous !== null) sequence?.open(neighbours.previous); },
    goNext: () => { if (neighbours.next !== null) sequence?.open(neighbours.next); },
    ...(props.onDuplicate ? { duplicate: props.onDuplicate } : {}),
  });

  return (
    <section className={props.layout === 'beside' ? 'record-screen record-screen--beside' : 'record-screen'} aria-labelledby={headingId}>
      <header className="record-screen__header">
        <p className="record-screen__kind">{props.kindLabel}</p>
        <h1 id={headingId} className="record-screen__title">{title}</h1>
      </header>
      <Toolbar
        label={t('screens.editor.toolbar', { name: title })}
        start={(
          <>
            {props.saveButton === 'whenChanged' && !editor.dirty && !editor.saving ? null : <CommandButton command="record.save" variant="primary" busy={editor.saving} />}
            {props.toolbarCommands?.map((command) => <CommandButton key={command} command={command} whenUnavailable="hide" />)}
          </>
        )}
        end={deletion.available && (
          <CommandButton command="record.delete" variant="danger" />
        )}
      />
      {editor.draftOffer && <DraftOffer draft={editor.draftOffer} language={language} />}
      {props.setup.failedLists.map((category) => <p key={category} role="alert" className="record-screen__list-failed">{t('specGaps.codeList.failed', { category })}</p>)}
      {props.lead}
      <div className="record-screen__body" ref={body}>
        <ImageFieldMediaContext value={imageMedia}>
          <RecordForm
            key={formKey}
            templates={props.setup.templates ?? []}
            screenName={props.screenName}
            record={editor.edited}
            savedRecord={editor.saved}
            onChange={editor.onChange}
            language={language}
            recordIssues={editor.formIssues}
            codeLists={props.setup.codeLists}
            onDirtyChange={editor.onDirtyChange}
            onIssuesChange={editor.onIssuesChange}
          />
        </ImageFieldMediaContext>
        {props.children}
      </div>
      {deletion.asking && (
        <DeleteConfirmation
          name={title}
          typeToConfirm={props.deletion?.typeToConfirm === true}
          busy={deletion.busy}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      )}
    </section>
  );
}
