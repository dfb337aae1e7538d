/**
 * BaseInputTemplate: the themed text input behind the text, e-mail and tel widgets.
 *
 * - `ui:options.inputType` (tel, email) picks the keyboard; `ui:autocomplete` reaches the browser's autofill.
 * - aria-invalid and aria-describedby tie the input to its error message.
 */
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps, type RJSFSchema } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { Input } from '../../controls/styles';
import type { ThemedFormContext, ThemedFormData } from '../../form-context';

export function BaseInputTemplate(props: BaseInputTemplateProps<ThemedFormData, RJSFSchema, ThemedFormContext>) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride, options, schema, type, rawErrors, placeholder, required } = props;
  const inputProps = getInputProps(schema, type, options);
  const inputType = typeof options.inputType === 'string' ? options.inputType : inputProps.type;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  return (
    <Input
      id={id}
      name={htmlName ?? id}
      type={inputType}
      inputMode={inputType === 'tel' ? 'numeric' : undefined}
      value={value == null ? '' : String(value)}
      placeholder={placeholder}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      aria-required={required || undefined}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={onChangeOverride ?? handleChange}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
