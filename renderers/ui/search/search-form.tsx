/**
 * The site search's form and status line as plain markup, shared by the search (site-search.impl.tsx,
 * which passes the query and its handlers) and by the server's copy of the header overlay's form,
 * which works before that code has come and without JavaScript: without a handler the form goes to
 * the search page, which answers `?q=` on the server, and Cancel hides the overlay (`popovertarget`).
 */
import type { FormEvent, Ref } from 'react';
import { cn } from '../cn';
import { SearchIcon } from '../icons';
import { SEARCH_PAGE_PATH } from './endpoint';

export interface SearchFormProps {
  readonly placeholder: string;
  /** The input's accessible name. */
  readonly label: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** The query, with `onChange`; without them the input is the browser's. */
  readonly value?: string;
  readonly onChange?: (value: string) => void;
  readonly onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Shows 'Cancel': it hides `popover` (the header overlay), and calls `onClick`. */
  readonly cancel?: { readonly popover?: string; readonly onClick?: () => void };
  /** The input takes the focus when its popover opens (the browser's own popover focusing), before any script. */
  readonly autoFocus?: boolean;
}

export function SearchForm({ placeholder, label, inputRef, value, onChange, onSubmit, cancel, autoFocus }: SearchFormProps) {
  return (
    <form action={SEARCH_PAGE_PATH} method="get" className="flex items-center gap-4" onSubmit={onSubmit}>
      <div className="relative min-w-0 flex-1">
        <SearchIcon className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-freight" />
        <input
          ref={inputRef}
          type="search"
          name="q"
          value={value}
          onChange={onChange === undefined ? undefined : (event) => onChange(event.target.value)}
          placeholder={placeholder}
          aria-label={label}
          autoComplete="off"
          autoFocus={autoFocus}
          enterKeyHint="search"
          className="w-full rounded-full border-2 border-cement bg-white py-3 pl-12 pr-5 text-base text-ink placeholder:text-ink/55 focus:border-freight focus:outline-none focus-visible:outline-none"
        />
      </div>
      {cancel ? (
        <button
          type="button"
          popoverTarget={cancel.popover}
          popoverTargetAction={cancel.popover === undefined ? undefined : 'hide'}
          onClick={cancel.onClick}
          className="shrink-0 rounded-md px-1 py-2 text-[15px] font-semibold text-freight underline underline-offset-4 hover:text-slate"
        >
          Cancel
        </button>
      ) : null}
    </form>
  );
}

/** The results' status line (a live region, always present and empty when idle, so each change is announced). */
export function SearchStatus({ text }: { readonly text: string }) {
  return (
    <p role="status" className={cn('px-1 text-sm font-medium text-ink/75', text !== '' && 'pt-4')}>
      {text}
    </p>
  );
}

export interface PlainSearchProps {
  readonly placeholder: string;
  readonly label: string;
  /** The popover Cancel hides. */
  readonly popover: string;
  readonly className?: string;
  readonly resultsClassName?: string;
}

/** The header overlay's search as the server draws it, as the search draws itself before a query. */
export function PlainSearch({ placeholder, label, popover, className, resultsClassName }: PlainSearchProps) {
  return (
    <div role="search" className={className}>
      <SearchForm placeholder={placeholder} label={label} cancel={{ popover }} autoFocus />
      <div className={resultsClassName}>
        <SearchStatus text="" />
      </div>
    </div>
  );
}
