import 'reflect-metadata';
import { RequestMethod, StreamableFile } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { AccountContext } from '../../platform/auth';
import { DocumentController } from './document-controller.factory';

class PaperQuery {
  letter_paper_id?: number;
}
class StatusBody {
  status!: string;
}
class EmailBody {
  to?: string[];
}

const SENT = {
  emails_to: 'a@example.com',
  emails_cc: null,
  emails_bcc: null,
  subject: 'S',
  text: 'T',
};
const ACCOUNT: AccountContext = { accountId: 3, userId: 1, apiKeyId: 1, readOnly: false };

class LettersService {
  readonly calls: unknown[][] = [];

  async pdf(...args: unknown[]) {
    this.calls.push(['pdf', ...args]);
    return { filename: 'L-1.pdf', data: Buffer.from('%PDF-1.7') };
  }

  async send(account: AccountContext, id: number, input: EmailBody) {
    this.calls.push(['send', account, id, input]);
    return SENT;
  }

  async updateStatus(account: AccountContext, id: number, status: string): Promise<void> {
    this.calls.push(['updateStatus', account, id, status]);
  }
}

const letters = (method?: 'patch') =>
  DocumentController({
    path: 'letters',
    tag: 'Letters',
    inject: { letters: LettersService },
    routes: (route) => ({
      pdf: route.pdf({ endpoint: () => undefined, query: PaperQuery }, (s, a, id, query) =>
        s.letters.pdf(a, id, query),
      ),
      sendEmail: route.sendEmail({ body: EmailBody }, 'letters.send'),
      updateStatus: route.updateStatus(
        method ? { body: StatusBody, method, answer: 'empty-json' } : { body: StatusBody },
        'letters.updateStatus',
      ),
    }),
  });

/** The handlers as a test calls them. */
type Handlers = Record<string, (...args: unknown[]) => Promise<unknown>>;

const metadata = (controller: object, name: string) => {
  const handler = (controller as Record<string, object>)[name];
  return {
    method: Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod,
    path: Reflect.getMetadata(PATH_METADATA, handler) as string,
    code: Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number,
    params: Reflect.getMetadata('design:paramtypes', controller, name) as unknown[],
  };
};

describe('DocumentController', () => {
  const Letters = letters();
  const prototype = Letters.prototype as unknown as Record<string, object>;

  it('answers the PDF the use case rendered as an inline file', async () => {
    const service = new LettersService();
    const controller = new Letters(service) as unknown as Handlers;
    const query = Object.assign(new PaperQuery(), { letter_paper_id: 2 });
    const file = (await controller.pdf(ACCOUNT, 9, query)) as StreamableFile;
    expect(file).toBeInstanceOf(StreamableFile);
    expect(file.getHeaders()).toMatchObject({ type: 'application/pdf' });
    expect(service.calls).toEqual([['pdf', ACCOUNT, 9, query]]);
    expect(metadata(prototype, 'pdf').params).toEqual([Object, Number, PaperQuery]);
  });

  it('sends e-mail by POST :id/send_email with 200 and the recipients', async () => {
    expect(metadata(prototype, 'sendEmail')).toEqual({
      method: RequestMethod.POST,
      path: ':id/send_email',
      code: 200,
      params: [Object, Number, EmailBody],
    });
    const service = new LettersService();
    const controller = new Letters(service) as unknown as Handlers;
    expect(await controller.sendEmail(ACCOUNT, 4, {})).toBe(SENT);
  });

  it('hands the status move the status alone', async () => {
    const service = new LettersService();
    const controller = new Letters(service) as unknown as Handlers;
    const input = Object.assign(new StatusBody(), { status: 'sent' });
    expect(await controller.updateStatus(ACCOUNT, 4, input)).toBeUndefined();
    expect(service.calls).toEqual([['updateStatus', ACCOUNT, 4, 'sent']]);
  });

  it('moves the status by PUT (and PATCH) with 204, or by PATCH alone with an empty body', () => {
    const put = { path: ':id/update_status', code: 204, params: [Object, Number, StatusBody] };
    expect(metadata(prototype, 'updateStatus')).toEqual({ ...put, method: RequestMethod.PUT });
    expect(metadata(prototype, 'updateStatusByPatch')).toEqual({
      ...put,
      method: RequestMethod.PATCH,
    });
    const patchOnly = letters('patch').prototype as unknown as Record<string, object>;
    expect(metadata(patchOnly, 'updateStatus')).toEqual({
      ...put,
      code: 200,
      method: RequestMethod.PATCH,
    });
    expect(patchOnly.updateStatusByPatch).toBeUndefined();
  });
});
