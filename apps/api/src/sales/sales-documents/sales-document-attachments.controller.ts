import { Body, Delete, Get, HttpCode, Inject, Param, Post, type Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import type { AccountContext } from '../../platform/auth/account-context';
import { CurrentAccount } from '../../platform/auth/current-account.decorator';
import { IdPipe } from '../../platform/http/id.pipe';
import { AttachmentResponse } from '../../shared/attachments/dto/attachment.response';
import { CreateAttachmentDto } from '../../shared/attachments/dto/create-attachment.dto';
import type { AttachableKind } from '../../shared/attachments/document-attachments.repository';
import { DocumentAttachmentsService } from '../../shared/attachments/document-attachments.service';

/** The handlers of a sales document's attachments, as each feature's controller inherits them. */
export interface SalesDocumentAttachmentsHandlers {
  list(account: AccountContext, documentId: number): Promise<AttachmentResponse[]>;
  create(
    account: AccountContext,
    documentId: number,
    input: CreateAttachmentDto,
  ): Promise<AttachmentResponse>;
  delete(account: AccountContext, documentId: number, id: number): Promise<void>;
}

/**
 * The list, upload and delete handlers of `/<documents>/:<id param>/attachments`, for one kind.
 * Each feature declares its own controller class extending this one, with its path and OpenAPI
 * tag, so routes, tags and operation IDs (`<Class>_<method>`) stay the feature's.
 */
export function SalesDocumentAttachmentsController(
  kind: AttachableKind,
  idParam: string,
): Type<SalesDocumentAttachmentsHandlers> {
  class AttachmentsHandlers implements SalesDocumentAttachmentsHandlers {
    constructor(
      @Inject(DocumentAttachmentsService) private readonly attachments: DocumentAttachmentsService,
    ) {}

    @Get()
    @ApiOkResponse({ type: AttachmentResponse, isArray: true })
    list(
      @CurrentAccount() account: AccountContext,
      @Param(idParam, IdPipe) documentId: number,
    ): Promise<AttachmentResponse[]> {
      return this.attachments.list(account, kind, documentId);
    }

    @Post()
    @HttpCode(201)
    @ApiCreatedResponse({ type: AttachmentResponse })
    create(
      @CurrentAccount() account: AccountContext,
      @Param(idParam, IdPipe) documentId: number,
      @Body() input: CreateAttachmentDto,
    ): Promise<AttachmentResponse> {
      return this.attachments.create(account, kind, documentId, input.attachment);
    }

    @Delete(':id')
    @HttpCode(204)
    @ApiNoContentResponse({ description: 'Deleted' })
    delete(
      @CurrentAccount() account: AccountContext,
      @Param(idParam, IdPipe) documentId: number,
      @Param('id', IdPipe) id: number,
    ): Promise<void> {
      return this.attachments.delete(account, kind, documentId, id);
    }
  }
  return AttachmentsHandlers;
}
