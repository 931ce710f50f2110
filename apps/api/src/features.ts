import { HealthModule } from './health/health.module';
import { UsersModule } from './users/users.module';

/** Every feature module of the API; a new feature adds one line here. */
export const FEATURE_MODULES = [HealthModule, UsersModule];
