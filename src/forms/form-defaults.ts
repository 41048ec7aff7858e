import { createSchemaUtils, type Experimental_DefaultFormStateBehavior, type RJSFSchema, type ValidatorType } from '@rjsf/utils';

/** A choice (oneOf of const) starts empty: the citizen chooses, RJSF does not pick the first one. */
export const DEFAULT_FORM_STATE_BEHAVIOR: Experimental_DefaultFormStateBehavior = { constAsDefaults: 'skipOneOf', arrayMinItems: { populate: 'never' } };

/**
 * The data with the schema's defaults filled in, as the form itself fills them (the same
 * behaviour). A form given data without them reports them at once, and its page draws the whole
 * form a second time: given them, it has nothing to report.
 */
export function withFormDefaults<T extends Record<string, unknown>>(schema: RJSFSchema, validator: ValidatorType, data: T): T {
  return createSchemaUtils(validator, schema, DEFAULT_FORM_STATE_BEHAVIOR).getDefaultFormState(schema, data) as T;
}
