'use client';
/**
 * `<Dialog>`: the site's modal dialog (WAI-ARIA dialog pattern) on the native `<dialog>` element:
 * `showModal()` puts it in the top layer, makes the page behind it inert and keeps focus inside.
 * Escape and the close control call `onClose`; while open, the page does not scroll; on close,
 * focus returns to `returnFocus` (the control that opened it).
 *
 *   <Dialog open={open} onClose={close} labelledBy="profile-name" returnFocus={opener}>…</Dialog>
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from './cn';

export interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The id of the dialog's heading, which names it. */
  readonly labelledBy: string;
  /** Where focus goes back to on close; the page's first focusable element otherwise. */
  readonly returnFocus?: () => HTMLElement | null;
  /** The close control's accessible name. */
  readonly closeLabel?: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/** Locks page scrolling while at least one dialog is open. */
function lockScroll(): () => void {
  const root = document.documentElement;
  const previous = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = previous;
  };
}

export function Dialog({ open, onClose, labelledBy, returnFocus, closeLabel = 'Close', className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    onCloseRef.current = onClose;
    returnFocusRef.current = returnFocus;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || dialog === null) return undefined;
    if (!dialog.open) dialog.showModal();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      returnFocusRef.current?.()?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: close through the owner's state, so the URL and focus follow.
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-3xl overflow-y-auto rounded-tr-[40px] bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/70',
        className,
      )}
    >
      {open ? (
        <div className="relative p-6 md:p-10">
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label={closeLabel}
            className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-cement focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-freight"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
