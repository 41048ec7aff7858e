import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';

/**
 * RJSF's precompiled validators of one schema as ES module code, for the browser.
 *
 * `compileSchemaValidatorsCode` writes CommonJS (`exports["<hash>"] = validate10`,
 * `require("ajv/dist/runtime/ucs2length").default`): ajv's own ESM output names its exports
 * after the schema hashes, which are not identifiers. Served as is, CommonJS breaks under the
 * dev server ("exports is not defined"), so the code runs in a function scope that gives it its
 * `module`, `exports` and `require`, the required ajv runtime helpers arriving as ES imports.
 * The same text is served in development and bundled in production: no eval, no new Function.
 */
export interface ValidatorModule {
  /** `import` statements, for the top of the module. */
  imports: string[];
  /** An expression whose value is the validator functions keyed by schema hash (createPrecompiledValidator's input). */
  expression: string;
}

const REQUIRE = /require\("((?:ajv|ajv-formats)\/[^"]+)"\)/g;

export function validatorModule(cjs: string): ValidatorModule {
  const ids = [...new Set([...cjs.matchAll(REQUIRE)].map((match) => match[1]!))];
  const imports = ids.map((id, i) => `import * as __ajvRuntime${i} from ${JSON.stringify(id)};`);
  const table = ids.map((id, i) => `${JSON.stringify(id)}: __ajvRuntime${i}`).join(', ');
  // A CommonJS module imported as ES: its namespace carries the exports object as `default`,
  // unless the bundler already spread it (then `default` is the module's own default export).
  const expression = [
    '(() => {',
    `const __modules = { ${table} };`,
    'const require = (id) => { const ns = __modules[id]; return ns.default === undefined || typeof ns.default === "function" ? ns : ns.default; };',
    'const module = { exports: {} };',
    'const exports = module.exports;',
    cjs,
    'return module.exports;',
    '})()',
  ].join('\n');
  return { imports, expression };
}

/** Compiles a form schema into its validators module (throws what ajv throws for a broken schema). */
export function compileValidatorModule(schema: object): ValidatorModule {
  return validatorModule(compileSchemaValidatorsCode(schema as never));
}
