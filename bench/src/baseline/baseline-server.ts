import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Pool, types } from 'pg';
import { COMPANY_ROWS_SQL, companyRecord } from './companies.baseline';
import {
  INVOICE_DETAIL_SQL,
  INVOICE_ROWS_SQL,
  invoiceDetail,
  invoiceSummary,
} from './invoices.baseline';
import { OFFER_ROWS_SQL, offerSummary } from './offers.baseline';
import { PURCHASE_ROWS_SQL, purchaseRecord } from './purchases.baseline';

type Row = Record<string, unknown>;

/** A list the baseline serves: its table, extra condition, rows query and record mapper. */
interface ListRoute {
  table: string;
  condition: string;
  rowsSql: string;
  record: (row: Row) => unknown;
}

const LISTS: Record<string, ListRoute> = {
  // Disregarded invoices are left out, as Faktura's list does by default.
  invoices: {
    table: 'invoices',
    condition: 'AND NOT disregarded',
    rowsSql: INVOICE_ROWS_SQL,
    record: invoiceSummary,
  },
  offers: { table: 'offers', condition: '', rowsSql: OFFER_ROWS_SQL, record: offerSummary },
  purchases: {
    table: 'purchases',
    condition: '',
    rowsSql: PURCHASE_ROWS_SQL,
    record: purchaseRecord,
  },
  // Archived companies are left out, as Faktura's list does by default.
  companies: {
    table: 'companies',
    condition: 'AND active',
    rowsSql: COMPANY_ROWS_SQL,
    record: companyRecord,
  },
};

/**
 * The key check, the page of ids and the total, in one statement. Count and page are separate
 * subqueries, as Faktura's two queries are, so that both use the same plans (a window count
 * over the page query would make PostgreSQL read every row of the ordering).
 */
const pageSql = ({ table, condition }: ListRoute) => `SELECT k.account_id,
  (SELECT count(*) FROM ${table} WHERE account_id = k.account_id ${condition}) AS total,
  ARRAY(SELECT id FROM ${table} WHERE account_id = k.account_id ${condition}
    ORDER BY id LIMIT $2 OFFSET $3) AS ids
  FROM api_keys k WHERE k.key_hash = $1 AND k.revoked_at IS NULL`;

// Dates and timestamps stay PostgreSQL's text (the session is in UTC); wire.ts formats them.
const asText = (value: string) => value;
const TYPES = {
  getTypeParser: ((oid: number, format?: string) =>
    [1082, 1114, 1184].includes(oid)
      ? asText
      : types.getTypeParser(oid, format as 'text')) as typeof types.getTypeParser,
};

/**
 * The raw baseline: node:http and pg, no framework, two statements per list (key and page of
 * ids with the total; the rows with their relations) and one for an invoice, prepared once per
 * connection. It answers the bench's URLs with the same bytes as Faktura.
 */
export class BaselineServer {
  /** Requests being answered now; the bench waits for none before it counts or measures. */
  inFlight = 0;

  private constructor(
    private readonly server: Server,
    private readonly pool: Pool,
    readonly url: string,
  ) {}

  static async start(databaseUrl: string, poolSize = 10): Promise<BaselineServer> {
    const pool = new Pool({
      connectionString: databaseUrl,
      max: poolSize,
      options: '-c TimeZone=UTC',
      types: TYPES,
    });
    let baseline: BaselineServer | null = null;
    const server = createServer((request, response) => {
      if (!baseline) return void response.writeHead(503).end();
      const self = baseline;
      self.inFlight += 1;
      response.once('close', () => (self.inFlight -= 1));
      self.handle(request, response).catch((error: Error) => {
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end(error.message);
      });
    });
    server.keepAliveTimeout = 5000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    baseline = new BaselineServer(server, pool, `http://127.0.0.1:${port}`);
    return baseline;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
    await this.pool.end();
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const keyHash = createHash('sha256')
      .update(/^Token token=(.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '')
      .digest('hex');
    const [, resource, id] = /^\/api\/v1\/(\w+)(?:\/(\d+))?$/.exec(url.pathname) ?? [];
    if (resource === 'invoices' && id) return this.invoice(keyHash, Number(id), response);
    const list = LISTS[resource];
    if (!list || id) return void response.writeHead(404).end();
    return this.list(list, keyHash, url, response);
  }

  private async list(route: ListRoute, keyHash: string, url: URL, response: ServerResponse) {
    const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 50));
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
    const { rows: paged } = await this.pool.query({
      name: `${route.table}-page`,
      text: pageSql(route),
      values: [keyHash, perPage, (page - 1) * perPage],
    });
    if (paged.length === 0) return void response.writeHead(401).end();
    const ids = paged[0].ids as number[];
    const total = Number(paged[0].total);
    const { rows } = await this.pool.query({
      name: `${route.table}-rows`,
      text: route.rowsSql,
      values: [paged[0].account_id, ids],
    });
    const byId = new Map(rows.map((row: Row) => [row.id as number, row]));
    const body = JSON.stringify(ids.map((rowId) => route.record(byId.get(rowId) as Row)));
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    response.setHeader('X-Page', String(page));
    response.setHeader('X-Per-Page', String(perPage));
    response.setHeader('X-Total', String(total));
    response.setHeader('Link', linkHeader(url, page, lastPage));
    send(response, body);
  }

  private async invoice(keyHash: string, id: number, response: ServerResponse) {
    const { rows } = await this.pool.query({
      name: 'invoice-detail',
      text: INVOICE_DETAIL_SQL,
      values: [keyHash, id],
    });
    if (rows.length === 0) return void response.writeHead(404).end();
    send(response, JSON.stringify(invoiceDetail(rows[0])));
  }
}

function send(response: ServerResponse, body: string) {
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.end(body);
}

/** The paging links as Faktura writes them (next, prev, first, last). */
function linkHeader(url: URL, page: number, lastPage: number): string {
  const at = (target: number) => {
    const link = new URL(url);
    link.searchParams.set('page', String(target));
    return link.toString();
  };
  const links = page < lastPage ? [`<${at(page + 1)}>; rel="next"`] : [];
  if (page > 1) links.push(`<${at(Math.min(page - 1, lastPage))}>; rel="prev"`);
  links.push(`<${at(1)}>; rel="first"`, `<${at(lastPage)}>; rel="last"`);
  return links.join(', ');
}
