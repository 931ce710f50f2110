import 'reflect-metadata';
import { RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { CreateAttachmentDto } from '../attachments';
import type { DocumentAttachmentsService } from '../attachments';
import { DocumentAttachmentsController } from './document-attachments-controller.factory';

class LetterAttachmentsController extends DocumentAttachmentsController({
  kind: 'offer',
  documents: 'letters',
  documentId: 'letter_id',
  tag: 'Letters',
}) {}

const route = (name: string) => {
  const prototype = LetterAttachmentsController.prototype as unknown as Record<string, object>;
  const handler = prototype[name];
  return [
    Reflect.getMetadata(METHOD_METADATA, handler),
    Reflect.getMetadata(PATH_METADATA, handler),
    Reflect.getMetadata(HTTP_CODE_METADATA, handler),
    Reflect.getMetadata('design:paramtypes', prototype, name),
  ];
};

describe('DocumentAttachmentsController', () => {
  it("lists, uploads (201) and deletes under the document's path, its ID first", () => {
    expect(Reflect.getMetadata(PATH_METADATA, LetterAttachmentsController)).toBe(
      'letters/:letter_id/attachments',
    );
    expect(route('list')).toEqual([RequestMethod.GET, '/', undefined, [Object, Number]]);
    expect(route('create')).toEqual([
      RequestMethod.POST,
      '/',
      201,
      [Object, Number, CreateAttachmentDto],
    ]);
    expect(route('delete')).toEqual([RequestMethod.DELETE, ':id', 204, [Object, Number, Number]]);
  });

  it('hands the service the kind, the document and the attachment', async () => {
    const calls: unknown[][] = [];
    const attachments = {
      delete: async (...args: unknown[]) => void calls.push(args),
    } as unknown as DocumentAttachmentsService;
    const controller = new LetterAttachmentsController(attachments) as unknown as Record<
      string,
      (...args: unknown[]) => Promise<unknown>
    >;
    await controller.delete('account', 3, 9);
    expect(calls).toEqual([['account', 'offer', 3, 9]]);
  });
});
