import { StreamableFile } from '@nestjs/common';

/** A stored file as a download named after its document, served as `disposition` says. */
export function storedFileResponse(
  file: { filename: string; contentType: string; data: Buffer },
  disposition: 'inline' | 'attachment' = 'inline',
): StreamableFile {
  return new StreamableFile(file.data, {
    type: file.contentType,
    disposition: `${disposition}; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`,
    length: file.data.length,
  });
}
