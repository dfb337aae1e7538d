// The registration and forgot-password forms from the merchant's field rules (spec 5, 4.4, 2.10, 2.11): a draft-07
// JSON Schema for @rjsf/validator-ajv8, a uiSchema (widgets, autocomplete, label keys) and the message of every check.
// Every key this module returns (labels and messages) is in the `validation` i18n namespace.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { RegisterFieldRule as ConfigFieldRule } from './config-types';
import type { ErrorKeyword, FieldErrorMessages } from './form-errors';
import type { RegisterFieldRule } from './permission-data';
import type { ValidationMessage } from './validation-message';

export type PatternId = NonNullable<ConfigFieldRule['patternId']>;
export const PATTERN_IDS: readonly PatternId[] = [
  'ALPHANUMERIC', 'DIGITS', 'LETTER_FIRST', 'UPPERCASE_REQUIRED', 'NO_SPACE', 'EMAIL', 'DATE_YMD', 'DATE_MDY', 'FULL_NAME',
  'STRONG_PASSWORD', 'ANY',
];
const isPatternId = (id: string | undefined): id is PatternId => (PATTERN_IDS as readonly (string | undefined)[]).includes(id);

/** The verification code's maximum length (spec P5-2); also the maximum of a field whose rule sets none. */
export const MAX_FIELD_LENGTH = 255;

/**
 * The generated forms compare confirmPassword with password through an Ajv $data reference, which Ajv reads only
 * with this option: `customizeValidator(FORM_VALIDATOR_OPTIONS)`. rjsf knows $data consts and never uses them as defaults.
 */
export const FORM_VALIDATOR_OPTIONS = { ajvOptionsOverrides: { $data: true } } as const;

/** Field rules by field name, as the permission data (or a merchant file, whose absent rules are undefined) holds them. */
export type FieldRules = Readonly<Record<string, RegisterFieldRule | undefined>>;

export interface FormSchema {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  errorMessages: FieldErrorMessages;
}

/** The message of a failed pattern: a range of lengths, or one number when min equals max (spec P5-3, M5-5). */
export function patternMessage(patternId: string, min: number, max: number): ValidationMessage {
  if (!isPatternId(patternId)) return { key: 'invalidFormat', values: {} };
  return min === max
    ? { key: `pattern.${patternId}.exact`, values: { count: min } }
    : { key: `pattern.${patternId}.range`, values: { min, max } };
}

function lengthMessages(min: number, max: number): Pick<Record<ErrorKeyword, ValidationMessage>, 'minLength' | 'maxLength'> {
  if (min === max) {
    const exact = { key: 'length.exact', values: { count: min } };
    return { minLength: exact, maxLength: exact };
  }
  return { minLength: { key: 'length.tooShort', values: { min } }, maxLength: { key: 'length.tooLong', values: { max } } };
}

type AutoFill = NonNullable<UiSchema['ui:autocomplete']>;

interface Presentation {
  autocomplete: AutoFill;
  widget?: 'password';
  inputType?: 'tel' | 'email';
  /** What a malformed value is told when no patternId names a better message. */
  formatKey: string;
}

const secret = (autocomplete: AutoFill, formatKey: string): Presentation => ({ autocomplete, widget: 'password', formatKey });
const plain = (autocomplete: AutoFill = 'off', formatKey = 'invalidFormat'): Presentation => ({ autocomplete, formatKey });

const PRESENTATION = {
  username: plain('username', 'usernameFormat'),
  mobileNum: { autocomplete: 'tel', inputType: 'tel', formatKey: 'mobileInvalid' },
  verificationCode: plain('one-time-code', 'verificationCodeInvalid'),
  password: secret('new-password', 'passwordFormat'),
  newPassword: secret('new-password', 'passwordFormat'),
  confirmPassword: secret('new-password', 'confirmPasswordMismatch'),
  confirmNewPassword: secret('new-password', 'confirmPasswordMismatch'),
  // "off": the payment password is not the login password, and a password manager must not offer to replace it.
  paymentPassword: secret('off', 'passwordFormat'),
  payeeName: plain('name'),
  email: { autocomplete: 'email', inputType: 'email', formatKey: 'emailFormat' },
  birthday: plain(),
  idNumber: plain(),
  qqNum: plain(),
  wechat: plain(),
  line: plain(),
  whatsapp: { autocomplete: 'tel', inputType: 'tel', formatKey: 'invalidFormat' },
  facebook: plain(),
  recommenderId: plain(),
  affiliateCode: plain('off', 'invitationCodeInvalid'),
  captcha: plain(),
} satisfies Record<string, Presentation>;

type TextFieldName = keyof typeof PRESENTATION;

interface BuiltField {
  name: string;
  required: boolean;
  schema: RJSFSchema;
  ui: UiSchema;
  messages: Partial<Record<ErrorKeyword, ValidationMessage>>;
}

const REQUIRED: ValidationMessage = { key: 'required', values: {} };

function uiFor(name: string, presentation: Presentation): UiSchema {
  const options = { labelKey: `field.${name}`, ...(presentation.inputType && { inputType: presentation.inputType }) };
  return { ...(presentation.widget && { 'ui:widget': presentation.widget }), 'ui:autocomplete': presentation.autocomplete, 'ui:options': options };
}

/**
 * How a text field reports failures: `pattern` names the rule's pattern and bounds (registration, spec P5-3);
 * `format` says the field's one format message for any failure (forgot password, whose wording the spec leaves open).
 */
type MessageStyle = 'pattern' | 'format';

interface TextFieldOptions {
  required: boolean;
  style: MessageStyle;
  /** The schema field's name when it differs from the rule's (newPassword follows the password rule). */
  as?: TextFieldName;
  /** An upper bound no rule may exceed. */
  cap?: number;
  format?: 'email';
}

function textField(name: TextFieldName, rule: RegisterFieldRule | undefined, options: TextFieldOptions): BuiltField {
  const fieldName = options.as ?? name;
  const presentation = PRESENTATION[fieldName];
  const min = rule?.minLength ?? 1;
  const max = Math.min(rule?.maxLength ?? MAX_FIELD_LENGTH, options.cap ?? Infinity);
  const pattern = rule?.acceptedPattern && rule.acceptedPattern !== '*' ? rule.acceptedPattern : undefined;
  const formatMessage = { key: presentation.formatKey, values: {} };
  const byPattern = options.style === 'pattern';
  const messages: BuiltField['messages'] = {
    required: REQUIRED,
    ...(byPattern ? lengthMessages(min, max) : { minLength: formatMessage, maxLength: formatMessage }),
    ...(pattern && { pattern: byPattern && isPatternId(rule?.patternId) ? patternMessage(rule.patternId, min, max) : formatMessage }),
    ...(options.format && { format: formatMessage }),
  };
  return {
    name: fieldName,
    required: options.required,
    schema: { type: 'string', minLength: min, maxLength: max, ...(pattern && { pattern }), ...(options.format && { format: options.format }) },
    ui: uiFor(fieldName, presentation),
    messages,
  };
}

/** A second entry of a new password (`of`: its sibling field), like every new-password form of the site. */
function confirmPasswordField(of: 'password' | 'newPassword' = 'password'): BuiltField {
  const name = of === 'password' ? 'confirmPassword' : 'confirmNewPassword';
  return {
    name,
    required: true,
    // Ajv $data: the value must equal the sibling password (FORM_VALIDATOR_OPTIONS turns $data on).
    schema: { type: 'string', const: { $data: `1/${of}` } },
    ui: uiFor(name, PRESENTATION[name]),
    messages: { required: REQUIRED, const: { key: 'confirmPasswordMismatch', values: {} } },
  };
}

/** The terms checkbox starts ticked (spec P2.10-3) and must stay ticked (P4.4-1); the app leaves it out of the payload. */
function acceptTermsField(): BuiltField {
  const message = { key: 'termsRequired', values: {} };
  return {
    name: 'acceptTerms',
    required: true,
    schema: { type: 'boolean', const: true, default: true },
    ui: { 'ui:widget': 'checkbox', 'ui:options': { labelKey: 'field.acceptTerms' } },
    messages: { required: message, const: message },
  };
}

function formOf(fields: readonly BuiltField[]): FormSchema {
  return {
    schema: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: Object.fromEntries(fields.map((field) => [field.name, field.schema])),
      required: fields.filter((field) => field.required).map((field) => field.name),
    },
    uiSchema: { 'ui:order': fields.map((field) => field.name), ...Object.fromEntries(fields.map((field) => [field.name, field.ui])) },
    errorMessages: Object.fromEntries(fields.map((field) => [field.name, field.messages])),
  };
}

export interface RegisterFormOptions {
  mode: 'username' | 'mobile';
  /** SMS verification of the mobile number (SMSREGVERIFY) for this mode. */
  smsVerification: boolean;
  /** The public register setting showCaptcha. */
  showCaptcha: boolean;
  /** Mobile mode shows passwords only when allowed (registerSettings.mobilePasswordAllowed and MOBILEREGPWD). */
  mobilePasswordAllowed: boolean;
}

/** The fields shown only when their rule enables them, after the account fields, in the order the form shows them. */
const OPTIONAL_FIELDS = [
  'paymentPassword', 'payeeName', 'email', 'birthday', 'idNumber', 'qqNum', 'wechat', 'line', 'whatsapp', 'facebook',
  'recommenderId', 'affiliateCode',
] as const satisfies readonly TextFieldName[];

/** The registration form (spec P5-2, P4.4, P2.10). */
export function registerSchemaFromRules(rules: FieldRules, options: RegisterFormOptions): FormSchema {
  const field = (name: TextFieldName, required: boolean, extra: Partial<TextFieldOptions> = {}) =>
    textField(name, rules[name], { required, style: 'pattern', ...extra });
  const mobileMode = options.mode === 'mobile';

  // The SMS code goes to the mobile number, so verification brings the number with it.
  const showMobile = mobileMode || options.smsVerification || rules.mobileNum?.enabled === true;
  const mobile = [
    showMobile && field('mobileNum', mobileMode || options.smsVerification || rules.mobileNum?.required === true),
    options.smsVerification && field('verificationCode', true, { cap: MAX_FIELD_LENGTH }),
  ];
  const passwords = !mobileMode || options.mobilePasswordAllowed ? [field('password', true), confirmPasswordField()] : [];
  // In mobile mode the app fills the username from the number (spec P4.4-9).
  const account = mobileMode ? [...mobile, ...passwords] : [field('username', true), ...passwords, ...mobile];

  const optional = OPTIONAL_FIELDS.filter((name) => rules[name]?.enabled).map((name) =>
    field(name, name === 'paymentPassword' || rules[name]?.required === true, name === 'email' ? { format: 'email' } : {}),
  );
  // A shown captcha without a rule is required: it is shown to be answered.
  const captcha = options.showCaptcha && field('captcha', rules.captcha?.required ?? true);

  return formOf([...account, ...optional, captcha, acceptTermsField()].filter((item): item is BuiltField => item !== false));
}

/** The forgot-password form of one method (spec P5-5, P2.11): by e-mail, or by mobile number and SMS code. */
export function forgotPasswordSchema(method: 'email' | 'mobile', rules: FieldRules): FormSchema {
  const required = { required: true, style: 'format' } as const;
  if (method === 'email') {
    return formOf([textField('username', rules.username, required), textField('email', rules.email, { ...required, format: 'email' })]);
  }
  return formOf([
    textField('mobileNum', rules.mobileNum, required),
    textField('verificationCode', rules.verificationCode, { ...required, cap: MAX_FIELD_LENGTH }),
    textField('password', rules.password, { ...required, as: 'newPassword' }),
    confirmPasswordField('newPassword'),
  ]);
}

/** The age the birthday check asks for (spec P5-4: "confirm you are 21"). */
export const MINIMUM_AGE = 21;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const MDY = /^(\d{2})-(\d{2})-(\d{4})$/;

function dateParts(date: string): [year: number, month: number, day: number] | undefined {
  const ymd = YMD.exec(date);
  if (ymd) return [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  const mdy = MDY.exec(date);
  return mdy ? [Number(mdy[3]), Number(mdy[1]), Number(mdy[2])] : undefined;
}

/**
 * Whether a birthday (yyyy-MM-dd or MM-dd-yyyy, the DATE_YMD and DATE_MDY patterns) is at least minimumAge years
 * before today (yyyy-MM-dd in the merchant's time zone); undefined when either date is unreadable, which the
 * birthday pattern reports. The failure message is `ageConfirm21`.
 */
export function isOldEnough(birthday: string, today: string, minimumAge = MINIMUM_AGE): boolean | undefined {
  const born = dateParts(birthday);
  const now = dateParts(today);
  if (!born || !now) return undefined;
  const hadBirthdayThisYear = now[1] > born[1] || (now[1] === born[1] && now[2] >= born[2]);
  return now[0] - born[0] - (hadBirthdayThisYear ? 0 : 1) >= minimumAge;
}
