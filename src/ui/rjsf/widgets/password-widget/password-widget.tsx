/**
 * PasswordWidget ('ui:widget': 'password'): a password input with its own show/hide toggle.
 *
 * Every password field of a form toggles on its own (spec P2.10-5: password and confirmation independently).
 * `ui:autocomplete` (new-password, current-password, off) tells password managers what the field is.
 */
import { ariaDescribedByIds, type WidgetProps, type RJSFSchema } from '@rjsf/utils';
import { PasswordInput } from '../../controls/password-input';
import type { ThemedFormContext, ThemedFormData } from '../../form-context';

export function PasswordWidget(props: WidgetProps<ThemedFormData, RJSFSchema, ThemedFormContext>) {
  const { id, htmlName, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, rawErrors, registry, required, schema } = props;
  const { showLabel, hideLabel } = registry.formContext.password;
  return (
    <PasswordInput
      id={id}
      name={htmlName ?? id}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'new-password'}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      aria-required={required || undefined}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      showLabel={showLabel}
      hideLabel={hideLabel}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
