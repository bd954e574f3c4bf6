/**
 * The forms' fixed words and lists, shared by the browser forms, the server
 * handlers and the delivery emails. Nothing here may import server code: it ships to the browser.
 */

/** The four enquiry forms, by the name of their endpoint (`POST /api/{kind}`). */
export const FORM_KINDS = ['vendor', 'broker-toolkit', 'contact', 'community'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const isFormKind = (value: unknown): value is FormKind => typeof value === 'string' && (FORM_KINDS as readonly string[]).includes(value);

/**
 * Where each form posts. The site serves WordPress-style paths with a trailing slash; posting to
 * that path directly spares a 308 redirect (`/api/vendor` answers too, by redirecting).
 */
export const FORM_ENDPOINTS: Readonly<Record<FormKind, string>> = {
  vendor: '/api/vendor/',
  'broker-toolkit': '/api/broker-toolkit/',
  contact: '/api/contact/',
  community: '/api/community/',
};

/** Where the browser gets the signed fill-time token (see site/forms/tokens.ts). */
export const FORM_TOKEN_ENDPOINT = '/api/form-token/';

/** Where vendor and broker forms go after a 200. */
export const VENDOR_THANK_YOU_PATH = '/vendor-thank-you/';

/** What an enquiry's readers call each form. */
export const FORM_TITLES: Readonly<Record<FormKind, string>> = {
  vendor: 'Vendor enquiry',
  'broker-toolkit': 'Broker toolkit request',
  contact: 'Property contact',
  community: 'Community space request',
};

/**
 * The visible label of every field, by the key it is sent under; the delivery email lists the
 * fields in this order with these labels. The property contact form's own fields (phone,
 * address) travel inside its composed message.
 */
export const FIELD_LABELS = {
  vendor: { name: 'Name', from: 'Email', websitelink: 'Website Link', formsubject: 'Subject', message: 'Message' },
  'broker-toolkit': {
    firstName: 'First Name',
    lastName: 'Last Name',
    contactState: 'State',
    from: 'Email',
    phone: 'Phone',
    companyName: 'Company Name',
    accountVersion: 'Account Version',
  },
  contact: { name: 'Name', from: 'Email', phone: 'Phone', address: 'Address', message: 'Message', formsubject: 'Subject', recipient: 'Property mailbox' },
  community: {
    firstName: 'First Name',
    lastName: 'Last Name',
    from: 'Email',
    phone: 'Phone',
    organization: 'Organization',
    location: 'Location',
    space: 'Describe needs for space',
    startDate: 'Start Date',
    timeFrame: 'Time Frame',
    message: 'Message',
  },
} as const satisfies Record<FormKind, Record<string, string>>;

export const NO_MESSAGE = 'No Message Added';
export const DEFAULT_SUBJECT = 'Website Submission';

export const SUBMIT_LABEL = 'Submit';
export const BROKER_SUBMIT_LABEL = 'Request Access';
export const SUBMITTING_LABEL = 'Submitting...';

export const CONTACT_THANK_YOU = 'Thank you for your message. We will contact you within 48 hours.';
export const COMMUNITY_THANK_YOU = 'Thank you for filling out your information!';
/** How long the community form's thank-you shows before the form returns. */
export const COMMUNITY_THANK_YOU_MS = 3500;

/** Shown when the request never got an answer, or an answer other than 200 or 400. */
export const SEND_FAILED = 'Your details could not be sent. Nothing you entered is lost: please try again.';

/**
 * The consent sentence of the vendor form ({company}) and the property contact form (the property's
 * name). Not the name as a possessive ('{company}'s process'), which reads 'Larkspur
 * Logistics's': 'its' says the same of any name.
 */
export const consentSentence = (holder: string): string => `I accept that ${holder} retains my personal information pursuant to its process.`;

export const ACCOUNT_VERSIONS = ['Broker Marketing', 'Business Park Broker Marketing'] as const;

/** The 50 US states, Alabama to Wyoming. */
export const US_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia',
  'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
  'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey',
  'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina',
  'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming',
] as const;

/** The sample number the phone fields show before anything is typed. */
export const PHONE_PLACEHOLDER = '(555) 123-4567';

/**
 * The site's words for the rules only the browser checks (the schemas hold every other message):
 * a consent box must be ticked before a form is sent.
 */
export const BROWSER_RULE_MESSAGES: Readonly<Record<string, string>> = {
  consent: 'Tick the box to accept, so that we may keep your details.',
};

/** The name of the honeypot field: hidden from people, tempting to form-filling bots. */
export const HONEYPOT_FIELD = 'contact_me_by_fax_only';

/** Largest request body the endpoints read; a larger one is answered 413. */
export const MAX_BODY_BYTES = 32 * 1024;

/** The key of a 400 answer's error that belongs to no single field. */
export const FORM_ERROR_KEY = 'form';

/** Shown in a form when the browser runs no JavaScript: sending it needs it. */
export const NEEDS_JAVASCRIPT_TEXT = 'Sending this form needs JavaScript, which is off in this browser. Turn it on and reload the page to send your message.';
