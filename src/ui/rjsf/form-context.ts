// What the themed widgets need from the form that renders them: translated texts and the state of the controls that
// talk to the server (SMS countdown, captcha, dialing code). RJSF passes it to every widget as registry.formContext.
import type { ReactNode } from 'react';
import type { DialingCodeOption } from './controls/dialing-code-select';

export interface ThemedFormContext {
  /** The text of a uiSchema labelKey (a key of the validation namespace); the schema's own label otherwise. */
  label: (labelKey: string | undefined, fallback: string) => string;
  password: { showLabel: string; hideLabel: string };
  mobile?: {
    dialingCode: string;
    options: readonly DialingCodeOption[];
    pickerLabel: string;
    onDialingCodeChange: (code: string) => void;
  };
  verificationCode?: {
    remaining: number;
    sending: boolean;
    onSend: () => void;
    sendLabel: string;
    countdownText: (seconds: number) => string;
    countdownLabel: (seconds: number) => string;
  };
  captcha?: {
    image: string | null;
    captchaId: string | null;
    loading: boolean;
    failed: boolean;
    onRefresh: () => void;
    imageLabel: string;
    loadingLabel: string;
    failedLabel: string;
  };
  /** The terms checkbox's label, links included. */
  terms?: { label: ReactNode };
}

/** The widget names of this theme, for uiSchema 'ui:widget'. */
export const THEMED_WIDGETS = {
  password: 'password',
  mobile: 'mobile',
  verificationCode: 'verificationCode',
  captcha: 'captcha',
  checkbox: 'checkbox',
} as const;

/** The value of a generated form: field name to value. */
export type ThemedFormData = Record<string, unknown>;
