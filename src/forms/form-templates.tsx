import type {
  BaseInputTemplateProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  TemplatesType,
  WidgetProps,
} from '@rjsf/utils';
import { describedBy, FieldShell, helpOf } from '../../widgets/kit/field-shell';
import controls from '../../widgets/kit/controls.module.scss';
import styles from './form-templates.module.scss';

/**
 * Our own RJSF templates (no Bootstrap class names). Every leaf widget renders its own label,
 * help and error through the kit's FieldShell, so the field template only lays fields out.
 */
function FieldTemplate({ id, children, hidden, classNames }: FieldTemplateProps) {
  if (hidden) return <div className={styles.hidden}>{children}</div>;
  return (
    <div className={`${styles.field} ${classNames ?? ''}`} data-field-template={id}>
      {children}
    </div>
  );
}

function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return (
    <div className={styles.object}>
      {properties.map((property) => (property.hidden ? <div key={property.name} className={styles.hidden}>{property.content}</div> : property.content))}
    </div>
  );
}

/** A plain input (free text without a named widget: 학번, 영문 성명…). */
function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, type, schema, required, disabled, readonly, placeholder, rawErrors, onChange, onBlur, onFocus, options, onChangeOverride } = props;
  const help = helpOf(props);
  return (
    <input
      id={id}
      name={id}
      className={controls.input}
      type={type === 'number' || type === 'integer' ? 'number' : 'text'}
      value={value ?? ''}
      placeholder={placeholder}
      maxLength={schema.maxLength}
      disabled={disabled}
      readOnly={readonly}
      autoComplete="off"
      aria-required={required || undefined}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(id, help, rawErrors)}
      onChange={onChangeOverride ?? ((event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

/** RJSF's text widget with our field shell (label, help, error). */
export function TextWidget(props: WidgetProps) {
  const { BaseInputTemplate: Input } = props.registry.templates;
  return (
    <FieldShell id={props.id} label={props.label} required={props.required} help={helpOf(props)} errors={props.rawErrors}>
      <Input {...props} />
    </FieldShell>
  );
}

const Nothing = () => null;

export const formTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  ErrorListTemplate: Nothing,
  TitleFieldTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  FieldErrorTemplate: Nothing,
};
