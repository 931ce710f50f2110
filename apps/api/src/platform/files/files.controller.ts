import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth';
import { FileLinksService } from './file-links.service';

@ApiTags('Files')
@Controller('files')
export class FilesController {
  constructor(private readonly links: FileLinksService) {}

  @Get(':token')
  @Public()
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({
    summary: 'A file behind a signed file_url (no API key); 404 once the link expired',
  })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({
    description: 'The file with its stored content type',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  })
  async download(@Param('token') token: string): Promise<StreamableFile> {
    const file = await this.links.open(token);
    return new StreamableFile(file.data, {
      type: file.contentType,
      disposition: `inline; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`,
      length: file.data.length,
    });
  }
}
