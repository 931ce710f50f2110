import { Injectable, type PipeTransform, UnsupportedMediaTypeException } from '@nestjs/common';
import { DomainError } from '@faktura/domain';
import { type DocumentFile, documentFile } from '../../shared/attachments';

/** The part of an uploaded multipart file that the document check reads (multer's memory file). */
export interface UploadedPart {
  fieldname?: string;
  originalname?: string;
  buffer?: Buffer;
}

/**
 * The `file` part of PATCH /purchases/{id}/store_document as a document: no such part or an
 * empty one is a 422 on `file`, anything but PDF, PNG, JPEG or XML (by its bytes) a 415. The size
 * limit is multer's (413), so an oversized upload is never held in full.
 */
@Injectable()
export class PurchaseDocumentPipe implements PipeTransform<
  UploadedPart[] | undefined,
  DocumentFile
> {
  transform(parts: UploadedPart[] | undefined): DocumentFile {
    const part = parts?.find((candidate) => candidate.fieldname === 'file');
    if (!part?.buffer || part.buffer.length === 0)
      throw DomainError.validation({ file: ['must be a non-empty file part'] });
    const file = documentFile(part.buffer, part.originalname);
    if (!file) throw new UnsupportedMediaTypeException('Unsupported media type');
    return file;
  }
}
