import { useId, type ChangeEvent, type ReactNode } from 'react';
import { CheckIcon } from './icons';
import styles from './checkbox.module.scss';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  label: ReactNode;
  id?: string;
  size?: 'lg' | 'md';
  describedBy?: string;
  disabled?: boolean;
}

/** A real checkbox drawn as a rounded square; the whole 48px row is its label. */
export function Checkbox({ checked, onChange, label, id, size = 'md', describedBy, disabled }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <label htmlFor={inputId} className={`${styles.row} ${styles[size]}`}>
      <input
        id={inputId}
        type="checkbox"
        className={styles.input}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked, event)}
      />
      <span className={styles.box} aria-hidden="true">
        <CheckIcon size={size === 'lg' ? 16 : 14} />
      </span>
      <span className={styles.label}>{label}</span>
    </label>
  );
}
