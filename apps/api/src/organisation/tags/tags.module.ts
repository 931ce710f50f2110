import { Module } from '@nestjs/common';
import { TaggingsController } from './taggings.controller';
import { TaggingsRepository } from './taggings.repository';
import { TaggingsService } from './taggings.service';
import { TagsController } from './tags.controller';
import { TagsRepository } from './tags.repository';
import { TagsService } from './tags.service';

/** The tags catalogue (`/tags`) and the tags of single records (`/taggings`). */
@Module({
  controllers: [TagsController, TaggingsController],
  providers: [TagsService, TagsRepository, TaggingsService, TaggingsRepository],
})
export class TagsModule {}
