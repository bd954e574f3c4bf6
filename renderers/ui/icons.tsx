/**
 * The site's interface icons, as inline SVG (no icon font, nothing to download). All are decorative: the
 * control around them carries the name.
 */
import type { ComponentProps } from 'react';
import { cn } from './cn';

type IconProps = ComponentProps<'svg'>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" {...props}>
      {children}
    </svg>
  );
}

export const ChevronDown = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const ChevronRight = (props: IconProps) => (
  <Icon {...props}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const UserIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

/** An arrow into a tray: a file to download. */
export const DownloadIcon = ({ className, ...props }: IconProps) => (
  <Icon className={cn('shrink-0', className)} {...props}>
    <path d="M12 3v12m0 0-5-5m5 5 5-5M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
  </Icon>
);

/** An arrow pointing right: a link that leads on. */
export const ArrowRightIcon = ({ className, ...props }: IconProps) => (
  <Icon className={cn('shrink-0', className)} {...props}>
    <path d="M5 12h14m-6-6 6 6-6 6" />
  </Icon>
);

/** A map pin: a place. */
export const PinIcon = ({ className, ...props }: IconProps) => (
  <Icon className={cn('shrink-0', className)} {...props}>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);

/** A tick in a circle: an item of a list of services. */
export const CheckIcon = ({ className, ...props }: IconProps) => (
  <Icon className={cn('shrink-0', className)} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.8 2.8L16.5 9.5" />
  </Icon>
);

/** A page with a folded corner: a document. */
export const DocumentIcon = ({ className, ...props }: IconProps) => (
  <Icon className={cn('shrink-0', className)} {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </Icon>
);
