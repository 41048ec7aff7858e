import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';

// The options of @rjsf/validator-ajv8's createAjvInstance, so a schema the server accepts is one the
// client's (precompiled) RJSF validator accepts too, and both answer the same for the same data.
export const RJSF_AJV_OPTIONS: Options = {
  allErrors: true,
  multipleOfPrecision: 8,
  strict: false,
  verbose: true,
  discriminator: false,
};

const DATA_URL_FORMAT = /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/;
const COLOR_FORMAT = /^(#?([0-9A-Fa-f]{3}){1,2}\b|[a-z]+|rgb\(.*\))$/;

// ajv-formats is CommonJS; under some loaders the plugin is the module's default export.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** `errorMessage` is our annotation (ajv-errors' shape): keyword → Korean message for that field. */
export const ERROR_MESSAGE_KEYWORD = 'errorMessage';

export function createFormAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ ...RJSF_AJV_OPTIONS, ...options });
  addFormats(ajv);
  ajv.addFormat('data-url', DATA_URL_FORMAT);
  ajv.addFormat('color', COLOR_FORMAT);
  ajv.addKeyword({ keyword: ERROR_MESSAGE_KEYWORD, schemaType: 'object' });
  ajv.addKeyword('__rjsf_additionalProperties');
  return ajv;
}

/** Strict flavour for `npm run cert:check`: unknown keywords (typos such as `maxlength`) are errors. */
export function createStrictFormAjv(): Ajv {
  return createFormAjv({ strict: true, strictTypes: false, strictTuples: false, strictRequired: false, allErrors: true });
}
