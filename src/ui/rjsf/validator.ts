// The Ajv validator of the generated forms, made once: $data on, so confirmPassword can equal its password.
import { customizeValidator } from '@rjsf/validator-ajv8';
import { FORM_VALIDATOR_OPTIONS } from '../../engine/register-schema';

export const formValidator = customizeValidator(FORM_VALIDATOR_OPTIONS);
