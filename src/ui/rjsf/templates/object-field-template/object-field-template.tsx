/**
 * ObjectFieldTemplate: the form's fields one under another, without the fieldset and title RJSF draws by default
 * (the modal's heading already names the form).
 */
import type { ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { ThemedFormContext, ThemedFormData } from '../../form-context';

export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps<ThemedFormData, RJSFSchema, ThemedFormContext>) {
  return <>{properties.map((property) => (property.hidden ? null : property.content))}</>;
}
