import { Module } from '@nestjs/common';
import { UsersModule } from '../users';
import { LoginThrottle } from './login.throttle';
import { ProfileController } from './profile.controller';
import { SessionController } from './session.controller';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';

@Module({
  imports: [UsersModule],
  controllers: [SessionController, ProfileController],
  providers: [SessionService, SessionRepository, LoginThrottle],
})
export class SessionModule {}
