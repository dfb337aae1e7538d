// The site's RJSF theme, built once (STYLE: a theme is widgets + templates applied with withTheme). Forms import
// ThemedForm from here; this module pulls in @rjsf/core, so only lazily loaded form chunks may import it.
import { withTheme, type ThemeProps } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import type { ThemedFormContext, ThemedFormData } from './form-context';
import { BaseInputTemplate } from './templates/base-input-template/base-input-template';
import { FieldErrorTemplate } from './templates/field-error-template/field-error-template';
import { FieldTemplate } from './templates/field-template/field-template';
import { ObjectFieldTemplate } from './templates/object-field-template/object-field-template';
import { CaptchaWidget } from './widgets/captcha-widget/captcha-widget';
import { CheckboxWidget } from './widgets/checkbox-widget/checkbox-widget';
import { MobileWidget } from './widgets/mobile-widget/mobile-widget';
import { PasswordWidget } from './widgets/password-widget/password-widget';
import { VerificationCodeWidget } from './widgets/verification-code-widget/verification-code-widget';

export const formTheme: ThemeProps<ThemedFormData, RJSFSchema, ThemedFormContext> = {
  widgets: {
    password: PasswordWidget,
    mobile: MobileWidget,
    verificationCode: VerificationCodeWidget,
    captcha: CaptchaWidget,
    checkbox: CheckboxWidget,
  },
  templates: {
    FieldTemplate,
    FieldErrorTemplate,
    BaseInputTemplate,
    ObjectFieldTemplate,
  },
};

export const ThemedForm = withTheme<ThemedFormData, RJSFSchema, ThemedFormContext>(formTheme);
