import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { getBridge } from '../../lib/messenger-bridge';
import { useClickGuard } from '../../lib/click-guard';
import { agreementResultKey, useLayerAnswer } from '../../lib/layer-results';
import { useOpenLayer, type LayerProps } from '../../lib/layer-navigation';
import { buttonsVertical } from '../../ui/button-layout';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { ChevronIcon } from '../../ui/icons';
import { hideLoading, showLoading } from '../../ui/loading-overlay';
import { Sheet } from '../../ui/sheet';
import { SkeletonList } from '../../ui/skeleton';
import { showToast } from '../../ui/toast-store';
import type { Term, TermGroup } from '../../api/types';
import { useAgreementQuery, useSubmitAgreementMutation } from './api';
import {
  applyReplacements,
  canSubmit,
  isAllChecked,
  isGroup,
  submission,
  toggleAll,
  toggleGroup,
  toggleTerm,
  type AgreementItem,
} from './agreement-state';
import { agreementMessages, agreementToast } from './messages';
import styles from './agreement-layer.module.scss';

/** Checks survive a visit to a term's detail layer (a route of its own) for the session. */
const checkedByAgreement = new Map<string, Set<string>>();


/** The agreement screen (spec 000 §2.3): all-agree, groups, [required]/[optional], details. */
export default function AgreementLayer({ close }: LayerProps) {
  const [search] = useSearchParams();
  const types = search.getAll('types');
  const path = search.get('path') ?? paths.home.getHref('apply');
  const receiverName = search.get('receiverName') ?? undefined;
  const next = search.get('next');
  const key = `${types.join(',')}|${path}|${receiverName ?? ''}`;
  const agreement = useAgreementQuery({ types, path, receiverName }, { skip: types.length === 0 });
  const [submit] = useSubmitAgreementMutation();
  const [checked, setChecked] = useState<Set<string>>(() => checkedByAgreement.get(key) ?? new Set());
  const openLayer = useOpenLayer();
  const navigate = useNavigate();
  const guard = useClickGuard();
  // Agreeing answers the waiting page; cancel, back or leaving answers null (src/lib/layer-results).
  const { answer, dismiss } = useLayerAnswer(types.length > 0 ? agreementResultKey(types) : null);

  useEffect(() => {
    checkedByAgreement.set(key, checked);
  }, [key, checked]);

  const items = useMemo<AgreementItem[]>(() => (agreement.data?.items ?? []) as AgreementItem[], [agreement.data]);
  const replacements = (term: Term) => applyReplacements(term.title, term.replacementStrings);
  const buttonTitle = agreement.data?.buttonTitle ?? '';
  const title = applyReplacements(agreement.data?.title ?? agreementMessages.defaultTitle, items.flatMap((item) => (isGroup(item) ? [] : item.replacementStrings ?? [])));

  const cancel = () => {
    close();
    dismiss();
  };

  const agree = async () => {
    showLoading();
    try {
      const result = await submit({ types: types as never, path, terms: submission(items, checked) }).unwrap();
      checkedByAgreement.delete(key);
      const toast = agreementToast(types);
      if (toast) showToast(toast);
      if (next && next.startsWith('/') && !next.startsWith('//')) navigate(next, { replace: true });
      else close();
      // The waiting page goes on only once the layer is gone (answer waits for the back traversal): it may leave the document next.
      answer(result);
    } catch {
      // The error router has already told the user; the checks stay as they were.
    } finally {
      hideLoading();
    }
  };

  const openTerm = (term: Term) => {
    if (term.url) {
      getBridge().openExternal(term.url);
      return;
    }
    openLayer('agreement/detail', { termType: term.termType, title: replacements(term), receiverName });
  };

  const footer = (
    <AgreementButtons buttonTitle={buttonTitle} disabled={!agreement.data || !canSubmit(items, checked)} onCancel={cancel} onAgree={guard('api', agree)} />
  );

  return (
    <Sheet display="agreement" title={title} onClose={cancel} footer={agreement.data ? footer : undefined}>
      {agreement.isLoading || !agreement.data ? (
        <SkeletonList rows={4} />
      ) : (
        <AgreementItems items={items} checked={checked} onChange={setChecked} onOpen={openTerm} titleOf={replacements} />
      )}
    </Sheet>
  );
}

/** Cancel and the agreement's own button, side by side or stacked when their texts are long. */
function AgreementButtons({ buttonTitle, disabled, onCancel, onAgree }: { buttonTitle: string; disabled: boolean; onCancel: () => void; onAgree: () => void }) {
  const vertical = buttonsVertical([agreementMessages.cancel, buttonTitle]);
  return (
    <div className={vertical ? `${styles.buttons} ${styles.vertical}` : styles.buttons}>
      <Button variant="secondary" onClick={onCancel} block={vertical}>
        {agreementMessages.cancel}
      </Button>
      <Button variant="primary" block={vertical} disabled={disabled} onClick={onAgree}>
        {buttonTitle || agreementMessages.cancel}
      </Button>
    </div>
  );
}

/** All-agree, then the terms and groups of terms. */
function AgreementItems({ items, ...row }: RowProps & { items: AgreementItem[] }) {
  const { checked, onChange } = row;
  return (
    <div className={styles.body}>
      <div className={styles.all}>
        <Checkbox size="lg" checked={isAllChecked(items, checked)} onChange={() => onChange(toggleAll(items, checked))} label={agreementMessages.allAgree} />
      </div>
      <ul className={styles.items}>
        {items.map((item) => (isGroup(item) ? <GroupRow key={item.groupName} group={item} {...row} /> : <TermRow key={item.id} term={item} {...row} />))}
      </ul>
    </div>
  );
}

type RowProps = {
  checked: Set<string>;
  onChange: (next: Set<string>) => void;
  onOpen: (term: Term) => void;
  titleOf: (term: Term) => string;
};

function TermRow({ term, checked, onChange, onOpen, titleOf, inGroupRequired = false }: RowProps & { term: Term; inGroupRequired?: boolean }) {
  const required = term.isRequired || inGroupRequired;
  const label = `${required ? agreementMessages.required : agreementMessages.optional} ${titleOf(term)}`;
  return (
    <li className={styles.term}>
      <Checkbox checked={checked.has(term.id)} onChange={() => onChange(toggleTerm(term.id, checked))} label={label} />
      <button type="button" className={styles.view} onClick={() => onOpen(term)} aria-label={agreementMessages.viewTerm(titleOf(term))}>
        <ChevronIcon direction="right" />
      </button>
    </li>
  );
}

function GroupRow({ group, checked, onChange, onOpen, titleOf }: RowProps & { group: TermGroup }) {
  const [open, setOpen] = useState(false);
  const all = group.terms.every((term) => checked.has(term.id));
  const label = `${group.isRequired ? agreementMessages.required : agreementMessages.optional} ${group.groupName}`;
  return (
    <li className={styles.group}>
      <div className={styles.term}>
        <Checkbox checked={all} onChange={() => onChange(toggleGroup(group, checked))} label={label} />
        <button
          type="button"
          className={styles.view}
          aria-expanded={open}
          aria-label={open ? agreementMessages.collapseGroup(group.groupName) : agreementMessages.expandGroup(group.groupName)}
          onClick={() => setOpen(!open)}
        >
          <ChevronIcon direction={open ? 'up' : 'down'} />
        </button>
      </div>
      {open ? (
        <ul className={styles.nested}>
          {group.terms.map((term) => (
            <TermRow key={term.id} term={term} checked={checked} onChange={onChange} onOpen={onOpen} titleOf={titleOf} inGroupRequired={group.isRequired} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
