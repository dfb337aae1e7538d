/**
 * CheckboxWidget ('ui:widget': 'checkbox'): a checkbox with its label beside it.
 *
 * The terms checkbox (acceptTerms) takes its label from the form context, where the links to the user protocol and
 * the terms (/help#term) and the 18+ statement live (spec P2.10-3); other checkboxes use their labelKey.
 */
import { ariaDescribedByIds, getUiOptions, type WidgetProps, type RJSFSchema } from '@rjsf/utils';
import styled from 'styled-components';
import { focusRing } from '../../../focus-ring';
import type { ThemedFormContext, ThemedFormData } from '../../form-context';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: 0.92rem;
  line-height: 1.45;

  input {
    flex-shrink: 0;
    width: 20px;
    height: 20px;
    margin: 1px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function CheckboxWidget(props: WidgetProps<ThemedFormData, RJSFSchema, ThemedFormContext>) {
  const { id, htmlName, name, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, rawErrors, registry, label, uiSchema, required } = props;
  const { formContext } = registry;
  const labelKey = getUiOptions(uiSchema).labelKey;
  const text =
    name === 'acceptTerms' && formContext.terms
      ? formContext.terms.label
      : formContext.label(typeof labelKey === 'string' ? labelKey : undefined, label);
  return (
    <Row>
      <input
        id={id}
        name={htmlName ?? id}
        type="checkbox"
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-required={required || undefined}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label htmlFor={id}>{text}</label>
    </Row>
  );
}
