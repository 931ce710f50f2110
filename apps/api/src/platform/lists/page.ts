/** One page of a list; the page interceptor turns it into the array body and the headers. */
export class Page<T> {
  constructor(
    readonly items: T[],
    readonly total: number,
    readonly page: number,
    readonly perPage: number,
  ) {}

  /** The page a list query asked for, of the rows a repository found, each converted. */
  static of<Row, T>(
    found: { rows: Row[]; total: number },
    convert: (row: Row) => T,
    query: { page: number; per_page: number },
  ): Page<T> {
    return new Page(found.rows.map(convert), found.total, query.page, query.per_page);
  }

  /** The same page with every item converted. */
  map<U>(convert: (item: T) => U): Page<U> {
    return new Page(this.items.map(convert), this.total, this.page, this.perPage);
  }
}
