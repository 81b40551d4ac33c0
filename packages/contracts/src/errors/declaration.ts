/**
 * Which app can show an error to a person, and so must have an English and a Hindi text for it:
 * `consumer` (the consumer app, including the partner portal), `admin` (the back office), `all`
 * (both), `api` (neither: only API clients and scripts meet it).
 */
export type ErrorAudience = 'consumer' | 'admin' | 'all' | 'api';

/**
 * An English text in i18next's form: `{{name}}` takes the param `name`. A text that depends on a
 * count has two forms; the count fills `{{count}}` and chooses `one` (exactly 1) or `other`.
 */
export type ErrorText = string | { readonly one: string; readonly other: string };

/** One error code: everything the server and both apps need to know of it. */
export interface ErrorDeclaration {
  /** The HTTP status the API answers it with. */
  readonly status: number;
  readonly audience: ErrorAudience;
  /** The English text: the server's `message`, and the apps' English for `errors.<code>`. */
  readonly en: ErrorText;
  /** The back office's English where it differs: the operator reads of a customer, not of self. */
  readonly enAdmin?: string;
  /** The param that is the count of a two-form text (the apps pass it as `count`). */
  readonly count?: string;
  /** English for a param the answer may leave out (the apps have their own words for it). */
  readonly absent?: Readonly<Record<string, string>>;
  /**
   * How the server's English groups the numbers of its params (the apps group them their own
   * way). Without it a number is written as it is: 1000.
   */
  readonly grouping?: 'en-US' | 'en-IN';
}

/** A domain's codes, one entry each. */
export type ErrorDeclarations = Readonly<Record<string, ErrorDeclaration>>;
