import { Module } from '@nestjs/common';
import { FilesModule } from '../../platform/files';
import { LetterPapersController } from './letter-papers.controller';
import { LetterPapersRepository } from './letter-papers.repository';
import { LetterPapersService } from './letter-papers.service';

@Module({
  imports: [FilesModule],
  controllers: [LetterPapersController],
  providers: [LetterPapersService, LetterPapersRepository],
  exports: [LetterPapersService],
})
export class LetterPapersModule {}
