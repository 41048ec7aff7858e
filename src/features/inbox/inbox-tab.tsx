import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { tabMaintenanceOf } from '../../api/base-api';
import type { InboxDocument } from '../../../contracts/generated/api';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { InboxIcon, SearchIcon, SendIcon, ShareIcon, TrashIcon } from '../../ui/icons';
import { MaintenanceNotice } from '../../ui/maintenance-notice';
import { SkeletonList } from '../../ui/skeleton';
import { showToast } from '../../ui/toast-store';
import { useInboxInfiniteQuery } from '../../api/inbox-api';
import { InboxRow } from './inbox-row';
import { normalizeName } from '../../../shared/hangul';
import { groupInbox, matchesSearch, MAX_SELECTION, toggleSelection } from './inbox-logic';
import { useInboxActions } from './inbox-actions';
import { inboxMessages } from './messages';
import { ShakeSetting } from './shake-setting';
import { ActivityLink, PresentationLink } from './activity-link';
import styles from './inbox-tab.module.scss';

/**
 * The inbox tab ('my certificates', spec 000 §2.3): the shake setting and the 'application
 * status' button with its pending count (given by src/app, it belongs to the application
 * feature), the search filter, the documents grouped by issuer with their checkboxes, and the
 * bottom bar that deletes, shares or submits the selection.
 */
export default function InboxTab({ applicationStatus }: { applicationStatus?: ReactNode }) {
  return (
    <>
      <div className={styles.toolbar}>
        <ShakeSetting />
        <div className={styles.toolbarLinks}>
          <PresentationLink />
          <ActivityLink />
          {applicationStatus}
        </div>
      </div>
      <InboxList />
    </>
  );
}

function useInboxDocuments() {
  const list = useInboxInfiniteQuery();
  const documents = useMemo(() => {
    const seen = new Set<string>();
    // A refetch after a delete can shift a document across pages: each is listed once.
    return (list.data?.pages ?? []).flatMap((page) => page.items).filter((document) => !seen.has(document.id) && seen.add(document.id));
  }, [list.data]);
  return { list, documents };
}

/**
 * The search looks through the whole inbox, not only the pages loaded so far: while a query is
 * typed, the remaining pages are loaded one after another (000 §9: the inbox holds only the last
 * 90 days, so it is a bounded list). A page that fails stops it; the error router has told the user.
 */
function useWholeInboxWhileSearching(list: ReturnType<typeof useInboxInfiniteQuery>, searching: boolean): boolean {
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = list;
  const more = searching && hasNextPage && !isFetchNextPageError;
  useEffect(() => {
    if (more && !isFetching) void fetchNextPage();
  }, [more, isFetching, fetchNextPage]);
  return more;
}

function InboxList() {
  const { list, documents } = useInboxDocuments();
  const navigate = useNavigate();
  const guard = useClickGuard();
  const [query, setQuery] = useState('');
  const searching = normalizeName(query) !== '';
  const loadingRest = useWholeInboxWhileSearching(list, searching);
  const [chosen, setChosen] = useState<string[]>([]);
  // What left the list (deleted elsewhere, refreshed) leaves the selection too.
  const selection = useMemo(() => chosen.filter((id) => documents.some((document) => document.id === id)), [chosen, documents]);
  const clear = () => setChosen([]);
  const actions = useInboxActions({ documents, selection, clear });

  if (list.isLoading) return <SkeletonList rows={5} />;
  const maintenance = tabMaintenanceOf(list.error);
  if (maintenance) return <MaintenanceNotice {...maintenance} />;
  if (documents.length === 0) {
    return (
      <EmptyState
        icon={<InboxIcon size={40} />}
        title={inboxMessages.empty}
        description={inboxMessages.emptyHint}
        action={<Button variant="secondary" onClick={() => navigate(paths.home.getHref('apply'))}>{inboxMessages.apply}</Button>}
      />
    );
  }

  const select = (document: InboxDocument, checked: boolean) => {
    const change = toggleSelection(selection, document.id, checked);
    if (change.refused) showToast(inboxMessages.maxSelection(MAX_SELECTION));
    setChosen(change.selection);
  };
  const groups = groupInbox(documents.filter((document) => matchesSearch(document, query)));

  return (
    <>
      <SearchField value={query} onChange={setQuery} />
      <div className={styles.selectionBar} aria-live="polite">
        {selection.length > 0 ? (
          <>
            <span>{inboxMessages.selected(selection.length, MAX_SELECTION)}</span>
            <Button variant="text" className={styles.clear} onClick={clear}>
              {inboxMessages.clearSelection}
            </Button>
          </>
        ) : null}
      </div>
      {groups.length === 0 ? (
        <p className={styles.noResult} role="status">
          {loadingRest ? inboxMessages.searching : inboxMessages.searchEmpty}
        </p>
      ) : (
        <IssuerGroups groups={groups} selection={selection} onSelect={select} />
      )}
      {loadingRest && groups.length > 0 ? (
        <p className={styles.noResult} role="status">
          {inboxMessages.searching}
        </p>
      ) : null}
      {list.hasNextPage && (!searching || list.isFetchNextPageError) ? (
        <div className={styles.more}>
          <Button variant="secondary" block disabled={list.isFetchingNextPage} onClick={guard('api', () => list.fetchNextPage())}>
            {inboxMessages.loadMore}
          </Button>
        </div>
      ) : null}
      <ActionBar selection={selection} actions={actions} />
    </>
  );
}

type InboxGroup = ReturnType<typeof groupInbox>[number];

/** The documents under their issuers (the expiring ones first, with their issuer on each row). */
function IssuerGroups({ groups, selection, onSelect }: { groups: InboxGroup[]; selection: string[]; onSelect: (document: InboxDocument, checked: boolean) => void }) {
  const navigate = useNavigate();
  const guard = useClickGuard();
  return (
    <div aria-label={inboxMessages.listLabel} role="region">
      {groups.map((group) => (
        <section key={group.key} className={styles.group} aria-label={inboxMessages.issuerGroup(group.title, group.data.length)}>
          <h3 className={group.expiring ? `${styles.issuer} ${styles.expiringHeading}` : styles.issuer}>
            {group.title}
            <span className={styles.count}>{group.data.length}</span>
          </h3>
          <ul className={styles.list}>
            {group.data.map((document) => (
              <InboxRow
                key={document.id}
                document={document}
                showIssuer={group.expiring}
                checked={selection.includes(document.id)}
                onCheck={(checked) => onSelect(document, checked)}
                onOpen={guard('link', () => navigate(paths.viewer.getHref(document.id)))}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Delete, share or submit the selection. */
function ActionBar({ selection, actions }: { selection: string[]; actions: ReturnType<typeof useInboxActions> }) {
  const guard = useClickGuard();
  const disabled = selection.length === 0 || actions.busy;
  return (
    <div className={styles.bottomBar} role="toolbar" aria-label={inboxMessages.actionsLabel}>
      <BarButton icon={<TrashIcon />} label={inboxMessages.delete} disabled={disabled} onClick={guard('api', actions.remove)} />
      <BarButton icon={<ShareIcon />} label={inboxMessages.share} disabled={disabled} onClick={guard('api', actions.share)} />
      <BarButton icon={<SendIcon />} label={inboxMessages.submit} disabled={disabled} onClick={guard('link', actions.submit)} />
    </div>
  );
}

function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={styles.search}>
      <SearchIcon size={20} />
      <input
        type="search"
        className={styles.searchInput}
        value={value}
        aria-label={inboxMessages.search}
        placeholder={inboxMessages.searchPlaceholder}
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button type="button" className={styles.searchClear} aria-label={inboxMessages.searchClear} onClick={() => onChange('')}>
          ×
        </button>
      ) : null}
    </div>
  );
}

function BarButton({ icon, label, disabled, onClick }: { icon: ReactNode; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className={styles.barButton} disabled={disabled} onClick={onClick}>
      {icon}
      <span>{label}</span>
    </button>
  );
}
