/** Texts the directory endpoints answer with. */
export const DIRECTORY_TEXTS = {
  eventNotFound: (id: number | string) => `The event with #${id} can not be found.`,
  contactNotFound: (id: number | string) => `The master contact with #${id} can not be found.`,
  companyNotFound: (id: number | string) => `The master company with #${id} can not be found.`,
  idsRequired: 'Give the contact ids as ids[]=1&ids[]=2.',
  tooManyIds: (max: number) => `At most ${max} ids at once.`,
  importBody: 'Send a JSON array of records or JSON lines (one record per line).',
  importTooLarge: (max: number) => `At most ${max} records per request; split the file (npm run import does this for you).`,
} as const;

/** Search answers at most this many results unless the caller pages. */
export const SEARCH_LIMIT = 10;
export const MAX_IDS = 500;
export const IMPORT_BATCH_MAX = 5000;
