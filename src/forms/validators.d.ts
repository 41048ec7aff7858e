// Precompiled RJSF validators (scripts/compile-validators.ts) are CommonJS modules.
declare module '*.cjs' {
  const validators: Record<string, (data: unknown) => boolean>;
  export default validators;
}
