import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import type { FormContext } from '../../widgets/kit/form-context';
import { widgets } from './widget-registry';
import { Button } from '../ui/button';
import { formTemplates, TextWidget } from './form-templates';
import { formMessages } from './messages';
import { pruneFormData } from './prune-form-data';
import { createTransformErrors } from './transform-errors';
import { DEFAULT_FORM_STATE_BEHAVIOR } from './form-defaults';
import styles from './certificate-form.module.scss';
import type { CertificateFormValues } from '../../shared/certificate-manifest';

export type { CertificateFormValues };

export interface CertificateFormProps {
  edoc: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
  formData: CertificateFormValues;
  onChange(formData: CertificateFormValues): void;
  /** Called with valid data only (extra data of closed branches omitted). */
  onSubmit(formData: CertificateFormValues): void;
  submitLabel?: string;
  /** Replaces the sticky submit bar (tests, embedding). */
  footer?: ReactNode;
  /**
   * Shows the validation messages at once, as after a submit, and focuses nothing: the dev
   * catalogue's preview of what an empty submit says.
   */
  showErrorsOnMount?: boolean;
}

const allWidgets = { ...widgets, TextWidget };

const fieldOf = (error: RJSFValidationError): string => (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';

/** The first invalid field in the order the citizen fills the form (`ui:order`). */
export function firstInvalidField(errors: RJSFValidationError[], uiSchema: UiSchema): string | undefined {
  const order = (uiSchema['ui:order'] ?? []) as string[];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return errors.map(fieldOf).filter(Boolean).sort((a, b) => rank(a) - rank(b))[0];
}

/** Focuses a field: its control carries the field id (RJSF's `root_<name>`). */
function focusField(name: string | undefined): void {
  if (!name) return;
  const id = `root_${name}`;
  const element = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[data-field="${CSS.escape(id)}"] input, [data-field="${CSS.escape(id)}"] button`);
  if (!element) return;
  element.focus();
  element.scrollIntoView?.({ block: 'center' });
}

/**
 * One form for every certificate (STYLE.md "One form, one runner"): RJSF with our templates,
 * the widget registry, the form context, the precompiled validator and Korean messages.
 * Validation runs live once the citizen has tried to submit.
 */
export function CertificateForm({ edoc, schema, uiSchema, validator, formData, onChange, onSubmit, submitLabel, footer, showErrorsOnMount }: CertificateFormProps) {
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<Form<CertificateFormValues>>(null);
  useEffect(() => {
    if (showErrorsOnMount) form.current?.validateForm();
  }, [showErrorsOnMount]);
  const latest = useRef(formData);
  latest.current = formData;
  const transformErrors = useMemo(() => createTransformErrors(schema), [schema]);

  // Companion writes wait here until the form reports a change that includes them, whichever of
  // the widget's onChange and its setFields reaches us first.
  const pending = useRef<CertificateFormValues>({});
  const setFields = useCallback(
    (patch: CertificateFormValues) => {
      pending.current = { ...pending.current, ...patch };
      const next = { ...latest.current, ...patch };
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );
  const formContext = useMemo<FormContext>(() => ({ edoc, formData, setFields }), [edoc, formData, setFields]);
  const ui = useMemo<UiSchema>(() => ({ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }), [uiSchema]);

  const change = (event: IChangeEvent<CertificateFormValues>) => {
    const next = { ...(event.formData ?? {}), ...pending.current };
    pending.current = {};
    latest.current = next;
    onChange(next);
  };

  return (
    <Form<CertificateFormValues>
      ref={form}
      className={styles.form}
      schema={schema}
      uiSchema={ui}
      formData={formData}
      validator={validator}
      widgets={allWidgets}
      templates={formTemplates}
      formContext={formContext}
      transformErrors={transformErrors}
      showErrorList={false}
      noHtml5Validate
      liveValidate={submitted ? 'onChange' : undefined}
      omitExtraData
      experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE_BEHAVIOR}
      onChange={change}
      onError={(errors) => {
        setSubmitted(true);
        if (!showErrorsOnMount) focusField(firstInvalidField(errors, uiSchema));
      }}
      onSubmit={(event) => {
        setSubmitted(true);
        onSubmit(pruneFormData(schema, event.formData ?? {}));
      }}
      aria-label={formMessages.formLabel}
    >
      {footer ?? (
        <div className={styles.footer}>
          <Button type="submit" variant="primary" block>
            {submitLabel ?? formMessages.submit}
          </Button>
        </div>
      )}
    </Form>
  );
}
