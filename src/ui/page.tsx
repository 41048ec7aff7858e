import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './page.module.scss';

export interface PageHeaderProps {
  title: ReactNode;
  left?: ReactNode;
  right?: ReactNode;
  /** A page's own addition to the header's look (a wide page lines it up with its content). */
  className?: string;
}

/** The sticky page header; its title is the page's h1. */
export function PageHeader({ title, left, right, className }: PageHeaderProps) {
  return (
    <header className={className ? `${styles.header} ${className}` : styles.header}>
      <div className={styles.left}>{left}</div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.right}>{right}</div>
    </header>
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  label: string;
  icon: ReactNode;
}

/** A 48×48 button whose accessible name is `label`. */
export function IconButton({ label, icon, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button type={type} aria-label={label} className={`${styles.iconButton} ${className ?? ''}`} {...rest}>
      {icon}
    </button>
  );
}
