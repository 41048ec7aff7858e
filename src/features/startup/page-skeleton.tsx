import { Skeleton, SkeletonList } from '../../ui/skeleton';
import styles from './page-skeleton.module.scss';

/** The fallback page while routes and the startup checks load (spec 001 §2.4). */
export function PageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" aria-label="불러오는 중">
      <div className={styles.header}>
        <Skeleton variant="circle" height={32} width="32px" />
        <Skeleton height={20} width="40%" />
      </div>
      <Skeleton variant="rect" height={96} />
      <SkeletonList rows={6} />
    </div>
  );
}
