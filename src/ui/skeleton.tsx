import type { CSSProperties } from 'react';
import styles from './skeleton.module.scss';

export interface SkeletonProps {
  lines?: number;
  height?: number;
  width?: string;
  variant?: 'text' | 'rect' | 'circle';
}

/** A shimmering placeholder; hidden from screen readers (the container says it is busy). */
export function Skeleton({ lines = 1, height, width, variant = 'text' }: SkeletonProps) {
  if (variant !== 'text') {
    const size = height ?? (variant === 'circle' ? 40 : 120);
    const style: CSSProperties = { height: size, width: width ?? (variant === 'circle' ? `${size}px` : '100%') };
    return <span aria-hidden="true" className={`${styles.bone} ${styles[variant]}`} style={style} />;
  }
  return (
    <span aria-hidden="true" className={styles.lines}>
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <span
          key={index}
          className={`${styles.bone} ${styles.text}`}
          style={{ height: height ?? 16, width: lines > 1 && index === lines - 1 ? '60%' : (width ?? '100%') }}
        />
      ))}
    </span>
  );
}

/** Placeholder rows for a list: an icon and two lines each. */
export function SkeletonList({ rows = 3 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" className={styles.list}>
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className={styles.row}>
          <Skeleton variant="circle" height={40} />
          <span className={styles.rowText}>
            <Skeleton width="70%" />
            <Skeleton width="40%" height={14} />
          </span>
        </li>
      ))}
    </ul>
  );
}
