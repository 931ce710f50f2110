import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// There is no Docker engine on the project's machines: docker/prove-in-chroot.mjs builds and
// runs the image in a Debian chroot (by hand, as root). These checks pin what it proved, so a
// change that drops Chromium, the non-root user, a setting or a health check fails `npm test`.
const ROOT = join(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The lines of one top-level service of compose.yaml (two-space indented keys). */
function composeService(name: string): string {
  const lines = read('docker/compose.yaml').split('\n');
  const start = lines.indexOf(`  ${name}:`);
  if (start === -1) throw new Error(`no service ${name}`);
  const end = lines.findIndex((line, i) => i > start && /^ {0,2}\S/.test(line));
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

describe('the Docker files', () => {
  it('runs the image as a non-root user with Debian Chromium and fonts', () => {
    const dockerfile = read('docker/Dockerfile');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/apt-get install -y --no-install-recommends chromium fonts-liberation/);
    expect(runtime).toMatch(/CHROMIUM_PATH=\/usr\/bin\/chromium/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^VOLUME \["\/data"\]$/m);
  });

  it('keeps data, dependencies, history and local tools out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['data', '**/node_modules', '.git', '.tools', '**/dist']) {
      expect(ignored).toContain(entry);
    }
  });

  it('gives the worker its SMTP and public URL settings, a health check and a files volume', () => {
    const worker = composeService('worker');
    expect(worker).toContain('SMTP_URL: ${SMTP_URL:-}');
    expect(worker).toContain('MAIL_FROM: ${MAIL_FROM:-}');
    expect(worker).toContain('FAKTURA_PUBLIC_URL: *public-url');
    expect(worker).toContain('- faktura-files:/data');
    expect(worker).toMatch(/healthcheck:[^]*worker_heartbeats/);
    const api = composeService('api');
    expect(api).toContain('FAKTURA_PUBLIC_URL: *public-url');
    expect(api).toMatch(/healthcheck:[^]*\/api\/v1\/health/);
    expect(read('docker/compose.yaml')).toMatch(/^ {2}faktura-files:$/m);
  });

  it('gives the worker Java, Saxon-HE, xmllint, qpdf and poppler, and the rules read-only', () => {
    const dockerfile = read('docker/Dockerfile');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(
      /default-jre-headless libsaxonhe-java libxml2-utils qpdf poppler-utils/,
    );
    expect(runtime).toContain('FAKTURA_EINVOICE_RULES_DIR=/einvoice-rules');
    // Compiled rules are cached where the process may write: the data volume.
    expect(runtime).toContain('FAKTURA_EINVOICE_CACHE_DIR=/data/einvoice-cache');
    expect(composeService('worker')).toContain(
      '- ${FAKTURA_EINVOICE_RULES:-../../shared/einvoice}:/einvoice-rules:ro',
    );
  });

  it('scales API and worker by replicas, the API counting its rate limit in PostgreSQL', () => {
    const api = composeService('api');
    expect(api).toContain('replicas: ${FAKTURA_API_REPLICAS:-1}');
    expect(api).toContain("ports: ['${FAKTURA_API_PORTS:-3000}:3000']");
    expect(api).toContain('FAKTURA_RATE_LIMIT_STORE: postgres');
    expect(api).toMatch(/healthcheck:/);
    expect(composeService('worker')).toContain('replicas: ${FAKTURA_WORKERS:-1}');
  });

  // npm start reads the API's V8 flags from its package.json; the image and compose carry them
  // written out, and must not drift from it.
  it('starts the API with the V8 flags of its package.json', () => {
    const flags = (JSON.parse(read('apps/api/package.json')) as { nodeFlags: string[] }).nodeFlags;
    expect(flags.length).toBeGreaterThan(0);
    const quoted = (quote: string) => flags.map((flag) => `${quote}${flag}${quote}, `).join('');
    expect(read('docker/Dockerfile')).toContain(
      `CMD ["node", ${quoted('"')}"apps/api/dist/main.js"]`,
    );
    expect(composeService('api')).toContain(
      `command: ['node', ${quoted("'")}'apps/api/dist/main.js']`,
    );
  });
});
