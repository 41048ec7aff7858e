import { useEffect, useRef, type RefObject } from 'react';
import { setDimmed } from '../lib/theme';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** Open modals, innermost last: only the top one answers Escape and traps Tab. */
const openModals: object[] = [];
let scrollLocks = 0;
let savedOverflow = '';

function lockScroll(): void {
  if (scrollLocks++ === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}

function unlockScroll(): void {
  if (scrollLocks === 0) return;
  if (--scrollLocks === 0) document.body.style.overflow = savedOverflow;
}

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]'));
}

export interface ModalOptions {
  /** Escape pressed while this is the top modal; omit to ignore Escape. */
  onEscape?: () => void;
  /** Dim the status bar while open (spec 000 §9). */
  dim?: boolean;
}

/**
 * The shared behaviour of Sheet and the popup: focus moves into the dialog (an element marked
 * `data-autofocus`, else the dialog itself) and returns where it was on close, Tab stays
 * inside, Escape closes, the page behind does not scroll, the status bar dims.
 */
export function useModal(ref: RefObject<HTMLElement | null>, { onEscape, dim = true }: ModalOptions = {}): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const token = {};
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModals.push(token);
    lockScroll();
    if (dim) setDimmed(true);

    const initial = root.querySelector<HTMLElement>('[data-autofocus]') ?? root;
    initial.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (openModals[openModals.length - 1] !== token) return;
      if (event.key === 'Escape') {
        if (!escape.current) return;
        event.preventDefault();
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        root.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === root || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = openModals.indexOf(token);
      if (index >= 0) openModals.splice(index, 1);
      unlockScroll();
      if (dim) setDimmed(false);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [ref, dim]);
}
