'use client';
/**
 * The four enquiry forms as the renderers use them. Every client leaf of the site's one catch-all
 * route lands in the route's shared chunk, so each form is loaded lazily here: its code (about
 * 25 KB compressed with the form schemas) is fetched only by pages that render that form. The
 * server HTML is complete; the form hydrates once its chunk arrives.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const VendorFormImpl = lazy(() => import('./vendor-form.client').then((module) => ({ default: module.VendorForm })));
const BrokerToolkitFormImpl = lazy(() => import('./broker-toolkit-form.client').then((module) => ({ default: module.BrokerToolkitForm })));
const ContactFormImpl = lazy(() => import('./contact-form.client').then((module) => ({ default: module.ContactForm })));
const CommunityFormImpl = lazy(() => import('./community-form.client').then((module) => ({ default: module.CommunityForm })));

export function VendorForm(props: ComponentProps<typeof VendorFormImpl>) {
  return (
    <Suspense fallback={null}>
      <VendorFormImpl {...props} />
    </Suspense>
  );
}

export function BrokerToolkitForm() {
  return (
    <Suspense fallback={null}>
      <BrokerToolkitFormImpl />
    </Suspense>
  );
}

export function ContactForm(props: ComponentProps<typeof ContactFormImpl>) {
  return (
    <Suspense fallback={null}>
      <ContactFormImpl {...props} />
    </Suspense>
  );
}

export function CommunityForm() {
  return (
    <Suspense fallback={null}>
      <CommunityFormImpl />
    </Suspense>
  );
}
