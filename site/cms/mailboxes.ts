/**
 * The property mailboxes the CMS knows (an ACF options page): the contact-form block names one by
 * key, and the contact endpoint accepts only a recipient from this list. Entries without a key or
 * a valid address are left out, so a typo in the CMS never becomes a mail destination.
 */
import { cache } from 'react';
import { z } from 'zod';
import { PropertyMailboxesDocument } from '../../codegen/generated/graphql';
import { cmsQuery } from './client';
import { decodeEntities } from '../../engine';

export interface PropertyMailbox {
  readonly key: string;
  /** Plain text, e.g. 'Larkspur Gateway 303'. */
  readonly propertyName: string;
  /** Lowercase. */
  readonly email: string;
}

const address = z.email();

async function load(): Promise<PropertyMailbox[]> {
  const data = await cmsQuery(PropertyMailboxesDocument, {});
  return (data.siteOptions?.propertyMailboxes?.mailboxes ?? []).flatMap((entry) => {
    const key = entry?.key?.trim() ?? '';
    const email = entry?.email?.trim().toLowerCase() ?? '';
    if (key === '' || !address.safeParse(email).success) return [];
    return [{ key, email, propertyName: decodeEntities(entry?.propertyName ?? '').trim() || key }];
  });
}

/** Every known property mailbox (one CMS request per render). */
export const getPropertyMailboxes = cache(load);

/** The mailbox a contact-form block names, or undefined. */
export async function getPropertyMailbox(key: string): Promise<PropertyMailbox | undefined> {
  return (await getPropertyMailboxes()).find((mailbox) => mailbox.key === key);
}

/** The known mailbox with this address (any case), or undefined: what the contact endpoint may write to. */
export async function findPropertyMailboxByEmail(email: string): Promise<PropertyMailbox | undefined> {
  const wanted = email.trim().toLowerCase();
  return (await load()).find((mailbox) => mailbox.email === wanted);
}
