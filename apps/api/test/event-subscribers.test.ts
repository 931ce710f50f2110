import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

// Web hook deliveries and render-ahead jobs are written only by the subscribers of domain
// events (src/event-subscribers.ts); every other file records events through DomainEvents. A
// use case that wrote them itself would bypass the registry the compiler checks, so this test
// refuses it by reading the sources.
const SRC = join(__dirname, '..', 'src');

/** Every .ts file under `dir`, as a path relative to src with forward slashes. */
function sourceFiles(dir: string = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path).split(sep).join('/')] : [];
  });
}

const read = (path: string) => readFileSync(join(SRC, path), 'utf8');

/**
 * The folders of the subscribers the registry imports (`import { XSubscriber } from './x/y'`,
 * a unit's entry, or `... from './x/y/z.subscriber'`): they define the subscribers and may use
 * what the subscribers wrap.
 */
function subscriberModules(registry: string): string[] {
  const declarations = registry.matchAll(/import\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g);
  const folders = [...declarations]
    .filter(([, names]) => /Subscriber\b/.test(names))
    .map(([, , path]) => (path.endsWith('.subscriber') ? posix.dirname(path) : path));
  return [...new Set(folders.map((folder) => `${folder}/`))].sort();
}

/** An import or re-export declaration, or a dynamic import or require, with its module path. */
const IMPORTS =
  /^\s*(?:import|export)\s[^;]*?from\s*['"][^'"]+['"]|\b(?:import|require)\s*\(\s*['"][^'"]+['"]/gm;
/** The web hook writer, by name or by module. */
const WEBHOOK_WRITER = /\bWebhookEvents\b|webhook-events\.service['"]/;
const RENDER_AHEAD = /\.enqueueAhead\s*\(/;
/** Audit rows are appended only by the audit trail's subscriber. */
const AUDIT_INSERT = /INSERT\s+INTO\s+"?audit_events"?/i;
const ARCHIVE_JOB = /\.enqueueArchive\s*\(/;

/** What `source` (the file `path` under src) does that only a subscriber may do. */
function forbiddenUses(path: string, source: string, allowed: readonly string[]): string[] {
  if (allowed.some((folder) => path.startsWith(folder))) return [];
  const uses = [...source.matchAll(IMPORTS)]
    .map((match) => match[0])
    .filter((declaration) => WEBHOOK_WRITER.test(declaration))
    .map((declaration) => `${path}: imports ${declaration.replace(/\s+/g, ' ').trim()}`);
  if (RENDER_AHEAD.test(source)) uses.push(`${path}: calls enqueueAhead`);
  if (AUDIT_INSERT.test(source)) uses.push(`${path}: inserts into audit_events`);
  if (ARCHIVE_JOB.test(source)) uses.push(`${path}: calls enqueueArchive`);
  return uses;
}

describe('writers of web hook deliveries and render-ahead jobs', () => {
  const allowed = subscriberModules(read('event-subscribers.ts'));

  it('are the subscribers the registry lists, in their own modules', () => {
    expect(allowed).toEqual([
      'organisation/audit-events/',
      'organisation/web-hooks/',
      'shared/document-archive/',
      'shared/document-pdfs/',
    ]);
    const subscribers = sourceFiles().filter((path) => path.endsWith('.subscriber.ts'));
    expect(subscribers).toEqual([
      'organisation/audit-events/audit-log.subscriber.ts',
      'organisation/web-hooks/webhook-events.subscriber.ts',
      'shared/document-archive/document-archive.subscriber.ts',
      'shared/document-pdfs/document-render-ahead.subscriber.ts',
    ]);
  });

  it('are used nowhere else in src: every use case and service records domain events', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((path) => forbiddenUses(path, read(path), allowed))).toEqual([]);
  });

  it('would be caught, naming the file, in a feature that used them', () => {
    const named = `import { DomainEvents } from '../../platform/events/domain-events.service';
import {
  type WebhookActor,
  WebhookEvents,
} from '../../organisation/web-hooks/webhook-events.service';`;
    expect(forbiddenUses('sales/offers/offers.service.ts', named, allowed)).toEqual([
      "sales/offers/offers.service.ts: imports import { type WebhookActor, WebhookEvents, } from '../../organisation/web-hooks/webhook-events.service'",
    ]);
    const byModule = `import * as hooks from '../../../organisation/web-hooks/webhook-events.service';`;
    expect(forbiddenUses('crm/deals/deals.service.ts', byModule, allowed)).toHaveLength(1);
    const renders = `      await this.renders.enqueueAhead(accountId, 'offer', id, tx);`;
    expect(
      forbiddenUses('sales/offers/use-cases/create-offer.use-case.ts', renders, allowed),
    ).toEqual(['sales/offers/use-cases/create-offer.use-case.ts: calls enqueueAhead']);
    const audit = read('organisation/audit-events/audit-log.writer.ts');
    expect(forbiddenUses('sales/invoices/invoices.repository.ts', audit, allowed)).toEqual([
      'sales/invoices/invoices.repository.ts: inserts into audit_events',
    ]);
    const archive = `    await this.archive.enqueueArchive(accountId, 'invoice', id, tx);`;
    expect(forbiddenUses('sales/invoices/invoices.service.ts', archive, allowed)).toEqual([
      'sales/invoices/invoices.service.ts: calls enqueueArchive',
    ]);
  });

  it('are allowed in the subscribers themselves, and a subscriber is no writer', () => {
    const subscriber = read('organisation/web-hooks/webhook-events.subscriber.ts');
    const renderAhead = read('shared/document-pdfs/document-render-ahead.subscriber.ts');
    // The patterns match the real code: moved into a feature, both files would be refused.
    expect(forbiddenUses('sales/x.service.ts', subscriber, allowed)).toHaveLength(1);
    expect(forbiddenUses('sales/x.service.ts', renderAhead, allowed)).toHaveLength(1);
    expect(forbiddenUses('shared/document-pdfs/x.ts', renderAhead, allowed)).toEqual([]);
    // The registry names the web hook subscriber, which is not the writer.
    expect(forbiddenUses('event-subscribers.ts', read('event-subscribers.ts'), allowed)).toEqual(
      [],
    );
  });
});
