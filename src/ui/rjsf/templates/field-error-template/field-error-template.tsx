/**
 * FieldErrorTemplate: renders nothing, because FieldTemplate shows the field's first error in its own live region;
 * RJSF's default list would repeat every error of the field.
 */
export function FieldErrorTemplate() {
  return null;
}
