/** The round icon button of the article's share row, shared by its server and client parts. */
export const iconButton =
  'relative inline-flex h-12 w-12 items-center justify-center rounded-full border-2 border-freight text-freight transition-colors hover:bg-freight hover:text-white disabled:cursor-not-allowed';
