import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { PageHeader } from '../../ui/page';
import { useDeskOrganisationQuery } from './api';
import { deskMessages as m } from './messages';
import styles from './desk.module.scss';

/** The desk's header: the page's title, who is signed in, and the way out. */
export function DeskHeader({ title, left }: { title: string; left?: ReactNode }) {
  return (
    <PageHeader
      title={title}
      left={left}
      right={
        <a className={styles.logout} href={paths.simOrgLogout.getHref()}>
          {m.logout}
        </a>
      }
    />
  );
}

/** '한빛은행 종로지점 · 한빛은행 종로지점 담당자' once the desk knows who is signed in. */
export function SignedInAs() {
  const { data } = useDeskOrganisationQuery();
  return data ? <p className={styles.who}>{m.staffOf(data.name, data.staffName)}</p> : null;
}
