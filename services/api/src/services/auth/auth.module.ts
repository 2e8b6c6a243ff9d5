import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config';
import { User } from '../../repositories/users/user.entity';
import { LoginAttemptLimiter, PasswordCheckLimiter } from './attempt-limiters';
import { AuthService } from './auth.service';
import { Clock, SystemClock } from './clock';
import { jwtOptions } from './jwt-options';
import { JwtStrategy } from './jwt.strategy';
import { PasswordHasher } from './password-hasher.service';
import { RefreshToken } from '../../repositories/auth/refresh-token.entity';
import { TokenService } from './token.service';

/** Login, refresh and logout; password hashing, tokens and attempt limits for the other modules. */
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => jwtOptions(config.jwt),
    }),
    TypeOrmModule.forFeature([User, RefreshToken]),
  ],
  providers: [
    { provide: Clock, useClass: SystemClock },
    PasswordHasher,
    TokenService,
    LoginAttemptLimiter,
    PasswordCheckLimiter,
    JwtStrategy,
    AuthService,
  ],
  exports: [Clock, PasswordHasher, TokenService, PasswordCheckLimiter, AuthService],
})
export class AuthModule {}
