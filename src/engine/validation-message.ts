/** A message as data: a key of the `validation` i18n namespace and the values it interpolates. Translated at the edge. */
export interface ValidationMessage {
  key: string;
  values: Record<string, number | string>;
}
