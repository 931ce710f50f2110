import { Module } from '@nestjs/common';
import { LetterPapersController } from './letter-papers.controller';
import { LetterPapersRepository } from './letter-papers.repository';
import { LetterPapersService } from './letter-papers.service';

@Module({
  controllers: [LetterPapersController],
  providers: [LetterPapersService, LetterPapersRepository],
  exports: [LetterPapersService, LetterPapersRepository],
})
export class LetterPapersModule {}
