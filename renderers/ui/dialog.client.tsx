'use client';
/**
 * The site's modal dialog, on the native `<dialog>` element: `showModal()` makes the rest of the
 * page inert (focus stays inside), Escape closes it, and the browser gives focus back to what
 * opened it. A click on the backdrop closes it too, and the page does not scroll behind it.
 *
 *   <DialogTrigger label="Open" className={buttonClasses.primary} title="Terms">…</DialogTrigger>
 *   <Modal open={open} onClose={() => setOpen(false)} title="Profile">…</Modal>
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

export interface ModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The dialog's accessible name. */
  readonly title: string;
  /** Shown as the dialog's heading; otherwise the title only names it. */
  readonly showTitle?: boolean;
  /** Drawn at the top left, beside the close button (a logo). */
  readonly header?: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the dialog: a modal `<dialog>` alone lets focus leave for the browser's own UI. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (first === undefined || last === undefined) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function Modal({ open, onClose, title, showTitle = false, header, className, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) {
      element.showModal();
      document.documentElement.style.overflow = 'hidden';
    }
    if (!open && element.open) element.close();
    return () => {
      document.documentElement.style.overflow = '';
    };
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-label={title}
      onClose={onClose}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
      className={cn('m-auto max-h-[90dvh] w-[min(40rem,calc(100vw-2rem))] overflow-visible rounded-tr-[40px] bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/70', className)}
    >
      {open ? (
        <div className="max-h-[90dvh] overflow-y-auto p-6 md:p-10">
          <div className="mb-6 flex items-start justify-between gap-6">
            <div className="min-w-0">{showTitle ? <h2 className="text-2xl font-semibold tracking-tight">{title}</h2> : header}</div>
            <button type="button" onClick={onClose} aria-label="Close" className="-mr-2 -mt-2 flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-ink/10">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

export interface DialogTriggerProps extends Omit<ModalProps, 'open' | 'onClose'> {
  /** The opening button's text. */
  readonly label: ReactNode;
  readonly triggerClassName?: string;
}

/** A button that opens a modal with server-rendered content. */
export function DialogTrigger({ label, triggerClassName, ...modal }: DialogTriggerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={triggerClassName}>
        {label}
      </button>
      <Modal {...modal} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
