import { compositePartGroups, partEditorKind } from '../../domain/editing';
import type { CompositeEditorProps } from '../editor-props';
import { usePartIssues } from '../use-part-issues';
import { PartInput } from './PartInput';

/** Props of CompositeEditor: the shared composite props and how rows are drawn. */
export interface CompositeLayoutProps extends CompositeEditorProps {
  /** rows: parts that belong together on one wrapping row; pairs: two columns, code and gradation. */
  layout?: 'rows' | 'pairs';
}

/**
 * Code composites (spec 01 section 3): texture (22), special compounds (23), colours (24) and,
 * through TwoListsEditor, odour and indications (36). One small input per stored part, parts that
 * belong together (a type and its gradation) side by side; each part is saved on its own field.
 */
export function CompositeEditor({ layout = 'rows', ...props }: CompositeLayoutProps) {
  const reportPart = usePartIssues(props.onInputIssues);
  const kind = partEditorKind(props.composite);
  return (
    <div className={`field__composite field__composite--${layout}`}>
      {compositePartGroups(props.composite).map((group) => (
        <div key={group.join(' ')} className="field__part-row">
          {group.map((part) => (
            <PartInput
              key={part}
              part={part}
              kind={kind}
              value={props.value[part] ?? null}
              language={props.language}
              disabled={props.disabled}
              invalid={props.invalidParts.has(part)}
              describedBy={props.describedBy}
              options={props.partCodeLists?.[part]}
              onCommit={props.onCommit}
              onInputIssues={reportPart}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
