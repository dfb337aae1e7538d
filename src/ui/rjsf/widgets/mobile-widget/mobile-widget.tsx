/**
 * MobileWidget ('ui:widget': 'mobile'): the country dialing-code picker and the mobile number.
 *
 * The number is the field's value; the dialing code lives in the form context (it is sent beside the number, not as a
 * schema field). The picker shows only when the merchant offers more than one code. The number is normalised as
 * typed (no spaces), so the number a code was sent to is the number submitted. No maxLength on the input: it would
 * cut a pasted number with spaces before they are taken out; the schema's bound reports a number too long.
 */
import { ariaDescribedByIds, type WidgetProps, type RJSFSchema } from '@rjsf/utils';
import { normalizeMobileNumber } from '../../../../engine/mobile-number';
import { DialingCodeSelect } from '../../controls/dialing-code-select';
import { Input, InputRow } from '../../controls/styles';
import type { ThemedFormContext, ThemedFormData } from '../../form-context';

export function MobileWidget(props: WidgetProps<ThemedFormData, RJSFSchema, ThemedFormContext>) {
  const { id, htmlName, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, rawErrors, registry, required } = props;
  const mobile = registry.formContext.mobile;
  return (
    <InputRow>
      {mobile ? (
        <DialingCodeSelect
          id={`${id}-dialing-code`}
          value={mobile.dialingCode}
          options={mobile.options}
          label={mobile.pickerLabel}
          disabled={disabled}
          onChange={mobile.onDialingCodeChange}
        />
      ) : null}
      <Input
        id={id}
        name={htmlName ?? id}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={typeof value === 'string' ? value : ''}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        aria-required={required || undefined}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        // The number is kept as it will be sent: spaces typed or pasted go as they come (engine/mobile-number).
        onChange={(event) => {
          const number = normalizeMobileNumber(event.target.value);
          onChange(number === '' ? options.emptyValue : number);
        }}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
    </InputRow>
  );
}
