/** One page of a list; the page interceptor turns it into the array body and the headers. */
export class Page<T> {
  constructor(
    readonly items: T[],
    readonly total: number,
    readonly page: number,
    readonly perPage: number,
  ) {}

  /** The same page with every item converted. */
  map<U>(convert: (item: T) => U): Page<U> {
    return new Page(this.items.map(convert), this.total, this.page, this.perPage);
  }
}
