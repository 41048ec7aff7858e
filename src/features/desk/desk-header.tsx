import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { PageHeader } from '../../ui/page';
import { useDeskOrganisationQuery } from './api';
import { signedInLabel } from './desk-logic';
import { deskMessages as m } from './messages';
import styles from './desk.module.scss';

/** The desk's header: the page's title, who is signed in, and the way out; at a desk's width, over the content's column. */
export function DeskHeader({ title, left }: { title: string; left?: ReactNode }) {
  return (
    <PageHeader
      className={styles.header}
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

/** '한빛은행 종로지점 · 담당자' once the desk knows who is signed in. */
export function SignedInAs() {
  const { data } = useDeskOrganisationQuery();
  return data ? <p className={styles.who}>{signedInLabel(data.name, data.staffName)}</p> : null;
}
