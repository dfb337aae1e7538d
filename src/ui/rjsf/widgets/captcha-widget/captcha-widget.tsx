/**
 * CaptchaWidget ('ui:widget': 'captcha'): the answer input beside the captcha picture.
 *
 * Clicking the picture asks for a new one; the form context throttles that to once per second (spec P4.4-7).
 */
import { ariaDescribedByIds, type WidgetProps, type RJSFSchema } from '@rjsf/utils';
import { CaptchaImage } from '../../controls/captcha-image';
import { Input, InputRow } from '../../controls/styles';
import type { ThemedFormContext, ThemedFormData } from '../../form-context';

export function CaptchaWidget(props: WidgetProps<ThemedFormData, RJSFSchema, ThemedFormContext>) {
  const { id, htmlName, value, disabled, readonly, onChange, onBlur, onFocus, options, rawErrors, registry, required, schema } = props;
  const captcha = registry.formContext.captcha;
  return (
    <InputRow>
      <Input
        id={id}
        name={htmlName ?? id}
        type="text"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={typeof value === 'string' ? value : ''}
        disabled={disabled}
        readOnly={readonly}
        maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
        aria-required={required || undefined}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      {captcha ? (
        <CaptchaImage
          image={captcha.image}
          captchaId={captcha.captchaId}
          loading={captcha.loading}
          failed={captcha.failed}
          imageLabel={captcha.imageLabel}
          loadingLabel={captcha.loadingLabel}
          failedLabel={captcha.failedLabel}
          onRefresh={captcha.onRefresh}
        />
      ) : null}
    </InputRow>
  );
}
