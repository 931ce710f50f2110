import type { Type } from '@nestjs/common';
import { DeclaredController } from '../../platform/http';
import type { ServicesHolder } from '../../platform/http';
import {
  AttachmentResponse,
  CreateAttachmentDto,
  DocumentAttachmentsService,
} from '../attachments';
import type { AttachableKind } from '../attachments';
export interface DocumentAttachmentsOptions {
  /** Which documents' attachments. */
  kind: AttachableKind;
  /** The documents' route prefix, e.g. `offers`. */
  documents: string;
  /** The document's ID in the path, e.g. `offer_id`. */
  documentId: string;
  /** The OpenAPI tag: the documents' own. */
  tag: string;
}

/**
 * The PDF attachments of one kind of document: list, upload (201) and delete under
 * `/<documents>/{<documentId>}/attachments`. Each document names its controller by extending
 * the result, so routes, tags and operation IDs (`<Class>_<method>`) stay the document's.
 */
export function DocumentAttachmentsController(
  options: DocumentAttachmentsOptions,
): Type<ServicesHolder<{ attachments: DocumentAttachmentsService }>> {
  const { kind } = options;
  return DeclaredController({
    path: `${options.documents}/:${options.documentId}/attachments`,
    tag: options.tag,
    parent: options.documentId,
    inject: { attachments: DocumentAttachmentsService },
    routes: (route) => ({
      list: route.get(
        { path: '', ids: [], response: AttachmentResponse, isArray: true },
        ({ attachments }, account, documentId) => attachments.list(account, kind, documentId),
      ),
      create: route.create(
        { body: CreateAttachmentDto, response: AttachmentResponse, status: 201 },
        ({ attachments }, account, documentId, input) =>
          attachments.create(account, kind, documentId, input.attachment),
      ),
      delete: route.delete({ answer: 'no-content' }, ({ attachments }, account, documentId, id) =>
        attachments.delete(account, kind, documentId, id),
      ),
    }),
  });
}
