// The merchant's whitelabel tree as nested checkboxes: each node's own switch, with words for a node the preview
// changed and for one that is off because a parent is.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WhitelabelNode } from '../../../engine/permission-data';
import { Badge, Choice, Fieldset } from './console-styles';

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.spacing.lg};
  list-style: none;

  &:first-of-type {
    padding-inline-start: 0;
  }
`;

export interface FlagTreeProps {
  /** The tree with the view's overrides applied. */
  tree: readonly WhitelabelNode[];
  changed: ReadonlySet<string>;
  onToggle: (modId: string, enabled: boolean) => void;
}

function Nodes({ nodes, parentOn, ...props }: FlagTreeProps & { nodes: readonly WhitelabelNode[]; parentOn: boolean }) {
  const { t } = useTranslation('preview');
  return (
    <List>
      {nodes.map((node) => (
        <li key={node.modId}>
          <Choice>
            <input type="checkbox" data-flag={node.modId} checked={node.enabled} onChange={(event) => props.onToggle(node.modId, event.target.checked)} />
            <span>{node.modId}</span>
            {props.changed.has(node.modId) ? <Badge>{t('flags.changed')}</Badge> : null}
            {node.enabled && !parentOn ? <Badge>{t('flags.offThroughParent')}</Badge> : null}
          </Choice>
          {node.childrenNodes?.length ? <Nodes {...props} nodes={node.childrenNodes} parentOn={parentOn && node.enabled} /> : null}
        </li>
      ))}
    </List>
  );
}

export function FlagTree(props: FlagTreeProps) {
  const { t } = useTranslation('preview');
  return (
    <Fieldset>
      <legend>{t('controls.flags')}</legend>
      <Nodes {...props} nodes={props.tree} parentOn />
    </Fieldset>
  );
}
