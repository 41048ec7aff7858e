import { useNavigate } from 'react-router';
import type { InboxDocument } from '../../../contracts/generated/api';
import { paths } from '../../config/paths';
import { getBridge } from '../../lib/messenger-bridge';
import { confirm, showAlert } from '../../lib/popup-store';
import { showToast } from '../../ui/toast-store';
import { useDeleteDocumentsMutation, useMakeOnceLinkMutation } from './api';
import { isShareable, isSubmittable } from './inbox-logic';
import { inboxMessages } from './messages';

/** The messenger's message template for one-time links (000 §7 "a messenger share with a template id"). */
export const ONE_TIME_LINK_TEMPLATE_ID = 'JIGAP_ONE_TIME_LINK';

/** A refusal of the spec (000 §5): its message, then the selection is cleared after confirmation. */
async function refuse(title: string, message: string, clear: () => void): Promise<void> {
  await showAlert({ title, message });
  clear();
}

export interface InboxActionsInput {
  documents: readonly InboxDocument[];
  selection: readonly string[];
  clear: () => void;
}

/**
 * The bottom bar of the inbox (000 §2.3): delete (asks first, then gone for good), share (a
 * one-time link through the messenger; paid and my-data certificates cannot be shared) and
 * submit (to /submission with the selection; a document with no submission left cannot be).
 * Errors of the calls are the error router's (a deleted or expired document shows its popup
 * and refreshes the inbox).
 */
export function useInboxActions({ documents, selection, clear }: InboxActionsInput) {
  const navigate = useNavigate();
  const [deleteDocuments, deleting] = useDeleteDocumentsMutation();
  const [makeOnceLink, sharing] = useMakeOnceLinkMutation();
  const selected = () => documents.filter((document) => selection.includes(document.id));

  const remove = async () => {
    if (selection.length === 0) return;
    const confirmed = await confirm({
      title: inboxMessages.deleteTitle(selection.length), message: inboxMessages.deleteMessage,
      cancel: inboxMessages.cancel, confirm: inboxMessages.deleteConfirm,
    });
    if (!confirmed) return;
    const answer = await deleteDocuments([...selection]);
    if ('error' in answer) return;
    clear();
    showToast(inboxMessages.deleted);
  };

  const share = async () => {
    const chosen = selected();
    if (chosen.length === 0) return;
    if (!chosen.every(isShareable)) return refuse(inboxMessages.notShareableTitle, inboxMessages.notShareable, clear);
    const answer = await makeOnceLink(chosen.map((document) => document.id));
    if (!answer.data) return;
    const { url, pinCode } = answer.data;
    const outcome = await getBridge().share(ONE_TIME_LINK_TEMPLATE_ID, {
      url,
      title: inboxMessages.shareTitle,
      text: inboxMessages.shareText(chosen.length),
    });
    if (outcome === 'cancelled') {
      showToast(inboxMessages.shareCancelled);
      return;
    }
    clear();
    const code = { label: inboxMessages.pinLabel, value: pinCode };
    if (outcome === 'failed') {
      await showAlert({ title: inboxMessages.shareFailedTitle, message: inboxMessages.shareFailed(url), code });
      return;
    }
    // Say what happened to the link: a plain browser only copied it or handed it to another app.
    const { title, message } = inboxMessages.linkOutcome[outcome];
    await showAlert({ title, message: `${message}\n${inboxMessages.linkRules}`, code });
  };

  const submit = async () => {
    const chosen = selected();
    if (chosen.length === 0) return;
    if (!chosen.every(isSubmittable)) return refuse(inboxMessages.notSubmittableTitle, inboxMessages.notSubmittable, clear);
    navigate(paths.submission.getHref(chosen.map((document) => document.id)));
  };

  return { remove, share, submit, busy: deleting.isLoading || sharing.isLoading };
}
