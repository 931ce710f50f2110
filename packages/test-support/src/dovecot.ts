import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { startChild, type TestChild } from './child-process';

/** Debian's dovecot-imapd puts the binary here (scripts/lib/toolchain.mjs installs it). */
export const DOVECOT_BINARY = process.env.DOVECOT_PATH || '/usr/sbin/dovecot';

/** A throw-away Dovecot: plain IMAP on 127.0.0.1, one maildir per user, in a temp folder. */
export interface DovecotServer {
  readonly host: string;
  readonly port: number;
  /** The users and their passwords it accepts. */
  readonly users: Readonly<Record<string, string>>;
  /** Its temp folder (configuration, maildirs, runtime files). */
  readonly dir: string;
  /** Everything Dovecot logged so far (its log goes to stderr). */
  output(): string;
  /** Kills its process group for sure and removes the folder. */
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `dovecot -F` in its own process group with a configuration of its own (users and
 * passwords from `users`), and resolves once it greets an IMAP client. As root, Dovecot's own
 * users run it (imap-login refuses root, and a mail uid of 0 is refused); otherwise everything
 * runs as the current user.
 */
export async function startDovecot(
  users: Record<string, string> = { mailbox: 'secret' },
): Promise<DovecotServer> {
  if (!existsSync(DOVECOT_BINARY)) {
    throw new Error(`${DOVECOT_BINARY} is missing: install dovecot-imapd (npm test does)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'faktura-dovecot-'));
  const asRoot = process.getuid?.() === 0;
  const me = userInfo().username;
  const mailUser = asRoot ? 'dovecot' : me;
  const mailDir = join(dir, 'mail');
  mkdirSync(mailDir);
  if (asRoot) {
    chmodSync(dir, 0o755);
    const uid = Number(execFileSync('id', ['-u', mailUser]).toString());
    const gid = Number(execFileSync('id', ['-g', mailUser]).toString());
    chownSync(mailDir, uid, gid);
  }
  const port = await freePort();
  const passwd = Object.entries(users)
    .map(([user, password]) => `${user}:{PLAIN}${password}::::::`)
    .join('\n');
  writeFileSync(join(dir, 'passwd'), `${passwd}\n`, { mode: 0o644 });
  writeFileSync(
    join(dir, 'dovecot.conf'),
    configuration(dir, port, mailUser, asRoot ? 'dovenull' : me),
  );
  const child = startChild(DOVECOT_BINARY, ['-F', '-c', join(dir, 'dovecot.conf')]);
  const stop = async () => {
    await child.stop(2_000);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await child.waitForOutput(/starting up/, 30_000);
    await waitForGreeting(port, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host: '127.0.0.1', port, users: { ...users }, dir, output: () => child.output(), stop };
}

function configuration(dir: string, port: number, mailUser: string, loginUser: string): string {
  return `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = /dev/stderr
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${dir}/mail/%u
default_internal_user = ${mailUser}
default_internal_group = ${mailUser}
default_login_user = ${loginUser}
first_valid_uid = 1
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${mailUser} gid=${mailUser} home=${dir}/mail/%u
}
`;
}

/** Resolves on the server's `* OK` greeting; the master logs "starting up" as it binds. */
async function waitForGreeting(port: number, child: TestChild): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await greeting(port);
      return;
    } catch (error) {
      if (attempt >= 50 || child.child.exitCode !== null) {
        throw new Error(`Dovecot does not answer: ${(error as Error).message}\n${child.output()}`);
      }
      // Only when the listener is not bound yet; each try waits on the socket's own events.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

function greeting(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error('no greeting within 10 s')));
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      if (text.includes('\r\n')) {
        socket.end();
        if (text.startsWith('* OK')) resolve();
        else reject(new Error(`unexpected greeting: ${text.trim()}`));
      }
    });
    socket.on('error', reject);
  });
}
