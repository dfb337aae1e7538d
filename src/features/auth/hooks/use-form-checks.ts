// The checks of a generated account form: the validator of its schema and its error messages in the user's language.
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrorMessages } from '../../../engine/form-errors';
import type { ThemedFormData } from '../../../ui/rjsf/form-context';
import { createFormValidator } from '../../../ui/rjsf/schema-check';
import { createErrorTransformer } from '../../../ui/rjsf/transform-errors';

export function useFormChecks(form: { schema: RJSFSchema; errorMessages: FieldErrorMessages }) {
  const { t } = useTranslation('validation');
  const validator = useMemo(() => createFormValidator<ThemedFormData>(form.schema), [form.schema]);
  const transformErrors = useMemo(
    () => createErrorTransformer(form.errorMessages, (message) => t(`validation:${message.key}`, message.values)),
    [form.errorMessages, t],
  );
  return { validator, transformErrors };
}
