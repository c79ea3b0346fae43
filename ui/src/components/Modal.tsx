import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusables = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);

interface ModalProps {
  open: boolean;
  /** Close button, Esc and a click outside the dialog all call this. */
  onClose: () => void;
  /** id of the element that names the dialog (usually its heading). */
  labelledBy: string;
  describedBy?: string;
  /** 'dialog': centred; 'drawer': a full-height panel sliding in from the left. */
  variant?: 'dialog' | 'drawer';
  className?: string;
  children: ReactNode;
}

/**
 * An accessible modal: role=dialog with aria-modal, named by `labelledBy`; focus moves in (to the
 * element marked data-autofocus, else the first control), stays in while open and returns to where
 * it was on close. Page scroll is locked by CSS (html:has(.modal)). Toasts stay above it.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({ onClose, labelledBy, describedBy, variant = 'dialog', className, children }: Omit<ModalProps, 'open'>) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const initial = () => dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0] ?? dialog;
    initial().focus();

    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    // Focus that escapes (e.g. a click on a toast) comes back into the dialog.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) initial().focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const items = focusables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click outside closes, but not a text selection that started inside and ended outside.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  };

  return (
    <div className={`modal modal--${variant}`} onPointerDown={onPointerDown} onClick={onClick}>
      <div
        ref={dialogRef}
        className={className ? `modal__dialog ${className}` : 'modal__dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        {children}
      </div>
    </div>
  );
}

/** The × button in a modal's header. */
export function ModalCloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="icon-button modal__close" aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </button>
  );
}
