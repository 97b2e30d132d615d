import { compositeParts } from '../../domain/codes/composite-fields';
import { partEditorKind } from '../../domain/editing';
import type { CompositeEditorProps } from '../editor-props';
import { usePartIssues } from '../use-part-issues';
import { PartInput } from './PartInput';

/** Props of PairEditor: the composite props and the mark drawn between the two parts. */
export interface PairEditorProps extends CompositeEditorProps {
  /** Shown between the inputs for sighted users ('–' for a range); hidden from screen readers. */
  between: string;
}

/** Two numeric parts on one row, each with its own label: the shape of types 19 and 31. */
export function PairEditor({ between, ...props }: PairEditorProps) {
  const reportPart = usePartIssues(props.onInputIssues);
  const kind = partEditorKind(props.composite);
  const [first, second] = compositeParts(props.composite) as readonly string[];
  const input = (part: string) => (
    <PartInput
      part={part}
      kind={kind}
      value={props.value[part] ?? null}
      language={props.language}
      disabled={props.disabled}
      invalid={props.invalidParts.has(part)}
      describedBy={props.describedBy}
      onCommit={props.onCommit}
      onInputIssues={reportPart}
    />
  );
  return (
    <div className="field__part-row field__pair">
      {first !== undefined && input(first)}
      <span className="field__pair-between" aria-hidden="true">{between}</span>
      {second !== undefined && input(second)}
    </div>
  );
}
