import { Module } from '@nestjs/common';
import { FileLinksService } from './file-links.service';
import { FilesController } from './files.controller';
import { FilesRepository } from './files.repository';

/** Signed links to stored files (`file_url`) and the route that serves them. */
@Module({
  controllers: [FilesController],
  providers: [FileLinksService, FilesRepository],
  exports: [FileLinksService],
})
export class FilesModule {}
