/**
 * VerificationCodeWidget ('ui:widget': 'verificationCode'): the SMS code input with its "get code" button.
 *
 * The button becomes a disabled countdown in seconds while a code is valid and a button again at zero
 * (spec P4.4-8, P2.11-3); the form context holds the countdown and sends the code.
 */
import { ariaDescribedByIds, type WidgetProps, type RJSFSchema } from '@rjsf/utils';
import { CodeSendButton } from '../../controls/code-send-button';
import { Input, InputRow } from '../../controls/styles';
import type { ThemedFormContext, ThemedFormData } from '../../form-context';

export function VerificationCodeWidget(props: WidgetProps<ThemedFormData, RJSFSchema, ThemedFormContext>) {
  const { id, htmlName, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, rawErrors, registry, required, schema } = props;
  const code = registry.formContext.verificationCode;
  return (
    <InputRow>
      <Input
        id={id}
        name={htmlName ?? id}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={typeof value === 'string' ? value : ''}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
        aria-required={required || undefined}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      {code ? (
        <CodeSendButton
          remaining={code.remaining}
          sending={code.sending}
          disabled={disabled}
          sendLabel={code.sendLabel}
          countdownText={code.countdownText}
          countdownLabel={code.countdownLabel}
          onSend={code.onSend}
          controls={id}
        />
      ) : null}
    </InputRow>
  );
}
