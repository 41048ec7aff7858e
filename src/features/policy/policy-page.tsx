import { useEffect } from 'react';
import { personalDataRows } from './personal-data';
import { policyMessages as m } from './messages';
import styles from './policy-page.module.scss';

const rows = personalDataRows();

/** /policy (spec 000 §2.1): the privacy policy, a PC view that stays readable on a phone. */
export function PolicyPage() {
  useEffect(() => {
    document.title = m.documentTitle;
  }, []);

  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <h1 className={styles.title}>{m.title}</h1>
        <p className={styles.paragraph}>{m.intro}</p>
        {m.sections.map((section) => (
          <section key={section.title} className={styles.section}>
            <h2 className={styles.heading}>{section.title}</h2>
            {section.body.map((text) => (
              <p key={text} className={styles.paragraph}>
                {text}
              </p>
            ))}
            {'table' in section ? <PersonalDataTable /> : null}
          </section>
        ))}
      </main>
    </div>
  );
}

function PersonalDataTable() {
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={m.tableCaption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{m.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.tableHeaders.name}</th>
            <th scope="col">{m.tableHeaders.issuer}</th>
            <th scope="col">{m.tableHeaders.items}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path}>
              <th scope="row">{row.name}</th>
              <td>{row.issuer}</td>
              <td>{row.personalData.join(m.itemSeparator)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
