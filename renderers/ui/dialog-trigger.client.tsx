'use client';
/**
 * A button that opens a modal of server-rendered content (dialog.tsx), loaded lazily (see
 * lazy-leaf.tsx): only pages with one fetch the dialog's code. No Suspense boundary: the button is
 * in the page's HTML from the first paint. A tap on it before it has hydrated is kept by the page's
 * loader and done once it has.
 */
import { lazyLeaf } from './lazy-leaf';

import type { DialogTriggerProps } from './dialog';

export type { DialogTriggerProps } from './dialog';

export const DialogTrigger = lazyLeaf<DialogTriggerProps>(() => import('./dialog').then((module) => ({ default: module.DialogTrigger })));
