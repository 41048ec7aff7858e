import type { WidgetProps } from '@rjsf/utils';

/** What `CertificateForm` passes to RJSF as `formContext` (docs/form-engine.md). */
export interface FormContext {
  /** The certificate's path (문서종류). */
  edoc: string;
  /** The whole form's current data. */
  formData: Record<string, unknown>;
  /** Writes sibling/companion fields (the `ui:options` `*Field` keys). */
  setFields(patch: Record<string, unknown>): void;
}

const EMPTY: FormContext = { edoc: '', formData: {}, setFields: () => undefined };

export function useFormContext(props: Pick<WidgetProps, 'registry'>): FormContext {
  return (props.registry?.formContext as FormContext | undefined) ?? EMPTY;
}

/** A `*Field` ui:option (the name of a sibling field), or undefined. */
export function fieldOption(props: Pick<WidgetProps, 'options'>, key: string): string | undefined {
  const value = props.options?.[key];
  return typeof value === 'string' && value ? value : undefined;
}

/** The value of the sibling named by the ui:option `key` (e.g. `sidoField`). */
export function siblingValue(props: Pick<WidgetProps, 'options' | 'registry'>, ctx: FormContext, key: string): unknown {
  const name = fieldOption(props, key);
  return name ? ctx.formData[name] : undefined;
}
