'use client';
/**
 * `<ProfileDialog>`: the one profile modal of the site, for meet-our-leaders,
 * team-grid, board-of-directors and large-quote. Each block passes the profiles its cards open
 * (bios already rendered on the server); the cards are plain links to `?member={name}` marked
 * with `data-member-profile` (`<ProfileLink>`), so they work before this code loads.
 *
 * The behaviour (profile-dialog.impl.tsx) is loaded lazily: only pages with profiles fetch it.
 */
import { lazyLeaf } from './lazy-leaf';

export type { Profile, ProfileDialogProps } from './profile-dialog.impl';

export const ProfileDialog = lazyLeaf(() => import('./profile-dialog.impl'));
