/** A failed CMS request: transport failure, non-2xx status, or GraphQL errors. */
export class CmsError extends Error {
  override readonly name = 'CmsError';
  constructor(
    message: string,
    /** The GraphQL error messages, when the CMS sent any. */
    readonly messages: readonly string[] = [],
    /** The HTTP status, for the HTTP transport. */
    readonly status?: number,
    options?: ErrorOptions & {
      /** No answer, a timeout or a 5xx: the same request may well succeed when sent again. */
      readonly transient?: boolean;
    },
  ) {
    super(message, options);
    this.transient = options?.transient ?? false;
  }

  readonly transient: boolean;
}
