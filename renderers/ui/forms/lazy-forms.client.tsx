'use client';
/**
 * The four enquiry forms as the renderers use them, each loaded lazily (see ../lazy-leaf.tsx): a
 * form's code (about 25 KB compressed with the form schemas) is fetched only by pages that render
 * that form.
 */
import { lazyLeaf } from '../lazy-leaf';

export const VendorForm = lazyLeaf(() => import('./vendor-form.impl'));
export const BrokerToolkitForm = lazyLeaf(() => import('./broker-toolkit-form.impl'));
export const ContactForm = lazyLeaf(() => import('./contact-form.impl'));
export const CommunityForm = lazyLeaf(() => import('./community-form.impl'));
