/** One page of a list, as a REST list route returns it; ContentRangeInterceptor sends it. */
export class RestPage<T> {
  constructor(
    /** The resource name the Content-Range header carries ('credit-cards'). */
    readonly resource: string,
    readonly data: T[],
    /** Index of the first row of `data` in the whole filtered list. */
    readonly start: number,
    /** Rows in the whole filtered list. */
    readonly total: number,
  ) {}

  // `credit-cards 0-24/319`, or `credit-cards */0` for an empty page.
  get contentRange(): string {
    const span = this.data.length ? `${this.start}-${this.start + this.data.length - 1}` : '*';
    return `${this.resource} ${span}/${this.total}`;
  }
}
