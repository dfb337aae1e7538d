// The generated form of the account popups (registration, forgot password): RJSF with the site's theme, checked by
// the engine's schema on submit instead of the browser's, messages in the user's language, errors shown by their
// fields only (no list above the form), focus on the first field in error.
import type Form from '@rjsf/core';
import type { FormProps } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import type { Ref } from 'react';
import type { ThemedFormContext, ThemedFormData } from '../../../ui/rjsf/form-context';
import { ThemedForm } from '../../../ui/rjsf/theme';
import { useFormChecks } from '../hooks/use-form-checks';

export type AccountFormRef = Form<ThemedFormData, RJSFSchema, ThemedFormContext>;

type ThemedFormProps = FormProps<ThemedFormData, RJSFSchema, ThemedFormContext>;

type AccountFormProps = Omit<
  ThemedFormProps,
  'schema' | 'uiSchema' | 'validator' | 'transformErrors' | 'noHtml5Validate' | 'showErrorList' | 'focusOnFirstError' | 'onError'
> & {
  ref?: Ref<AccountFormRef>;
  /** The engine's form: its schema, the widgets of its fields and the messages of its rules. */
  form: Parameters<typeof useFormChecks>[0] & { uiSchema?: ThemedFormProps['uiSchema'] };
};

export function AccountForm({ ref, form, ...props }: AccountFormProps) {
  const { validator, transformErrors } = useFormChecks(form);
  return (
    <ThemedForm
      ref={ref}
      schema={form.schema}
      uiSchema={form.uiSchema}
      validator={validator}
      transformErrors={transformErrors}
      {...props}
      noHtml5Validate
      showErrorList={false}
      focusOnFirstError
      // The errors are on screen by their fields; without a handler RJSF would also log them to the console.
      onError={() => undefined}
    />
  );
}
