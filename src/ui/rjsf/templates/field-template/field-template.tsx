/**
 * FieldTemplate: one field of a generated form.
 *
 * - The label comes from the uiSchema's `labelKey` (translated by the form context), not from the schema.
 * - Only the first error is shown (spec P5-2), in a polite live region whose id the input names in aria-describedby.
 * - Checkboxes label themselves; the root object renders only its children.
 */
import { errorId, getUiOptions, type FieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import { FieldError } from '../../controls/field-error';
import { FieldBox, Label } from '../../controls/styles';
import type { ThemedFormContext, ThemedFormData } from '../../form-context';

export function FieldTemplate(props: FieldTemplateProps<ThemedFormData, RJSFSchema, ThemedFormContext>) {
  const { id, label, children, rawErrors, hidden, displayLabel, uiSchema, registry, schema, fieldPathId } = props;
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object') return children;
  const options = getUiOptions(uiSchema);
  const text = registry.formContext.label(typeof options.labelKey === 'string' ? options.labelKey : undefined, label);
  const labelled = displayLabel !== false && schema.type !== 'boolean';
  return (
    // data-explain: the preview console's explain mode names the register field rule behind the field.
    <FieldBox data-field={fieldPathId.path.join('.')} data-explain={`rule:${fieldPathId.path.join('.')}`}>
      {labelled ? <Label htmlFor={id}>{text}</Label> : null}
      {children}
      <FieldError id={errorId(id)} message={rawErrors?.[0]} />
    </FieldBox>
  );
}
