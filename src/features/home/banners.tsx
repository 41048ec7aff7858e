import type { Banner } from '../../api/types';
import { Skeleton } from '../../ui/skeleton';
import { openReturnUrl } from '../../api/error-actions';
import { homeMessages } from './messages';
import styles from './banners.module.scss';

/** Top banners: a horizontal, swipeable row; each banner is one link. */
export function Banners({ banners, loading }: { banners: Banner[]; loading: boolean }) {
  if (loading) return <div className={styles.row}><Skeleton variant="rect" height={88} /></div>;
  if (banners.length === 0) return null;
  return (
    <ul className={styles.row} aria-label={homeMessages.bannersLabel}>
      {banners.map((banner) => (
        <li key={banner.title} className={styles.item}>
          <a
            className={styles.banner}
            href={banner.intoUrl ?? '#'}
            data-bg={banner.backgroundColor}
            ref={(node) => {
              // Colours come from the server; set through CSSOM, which the CSP allows (no inline style
              // attribute). The stylesheet tints it for dark mode.
              if (node && banner.backgroundColor) node.style.setProperty('--banner-bg', banner.backgroundColor);
            }}
            onClick={(event) => {
              event.preventDefault();
              if (banner.intoUrl) openReturnUrl(banner.intoUrl);
            }}
          >
            <span className={styles.title}>{banner.title}</span>
            {banner.imageUrl ? <img className={styles.image} src={banner.imageUrl} alt="" width={72} height={72} loading="lazy" /> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
