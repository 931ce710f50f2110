import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth';
import type { AdminCommand } from './admin-command';
import { readEmail, readId } from './cli-args.parser';
import { CliFailure, UsageError } from './cli.errors';

export const setPasswordCommand: AdminCommand = {
  name: 'set-password',
  usage: '--account <id> --email <e-mail>  (the password: first line of stdin)',
  summary:
    'Set the password a user logs in with (POST /session); read from stdin, never an argument',
  options: {
    account: { type: 'string', required: true },
    email: { type: 'string', required: true },
  },
  async run({ args, out, input, prisma }) {
    const accountId = readId(args.options.account as string, '--account');
    const email = readEmail(args.options.email as string, '--email');
    const password = await input();
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
      throw new UsageError(
        `the password (first line of stdin) must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
      );
    const db = prisma();
    const passwordHash = await hashPassword(password);
    const user = await db.user.findFirst({
      where: { accountId, email: { equals: email, mode: 'insensitive' } },
      select: { id: true, email: true },
    });
    if (!user) throw new CliFailure(`no user with e-mail ${email} in account ${accountId}`);
    await db.user.update({ where: { id: user.id }, data: { passwordHash } });
    out(`Set the password of user ${user.id} (${user.email}) in account ${accountId}.`);
  },
};
