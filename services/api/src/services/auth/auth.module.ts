import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config';
import { LoginAttemptLimiter, PasswordCheckLimiter } from './attempt-limiters';
import { AuthService } from './auth.service';
import { Clock, SystemClock } from './clock';
import { jwtOptions } from './jwt-options';
import { JwtStrategy } from './jwt.strategy';
import { PasswordHasher } from './password-hasher.service';
import { TokenService } from './token.service';
import { RefreshToken } from '../../repositories/auth/refresh-token.entity';
import { User } from '../../repositories/users/user.entity';
import { RefreshTokensRepository } from '../../repositories/auth/refresh-tokens.repository';
import { UsersRepository } from '../../repositories/users/users.repository';

/** Login, refresh and logout; password hashing, tokens and attempt limits for the other modules. */
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => jwtOptions(config.jwt),
    }),
    // The entities the connection loads (autoLoadEntities); the repositories below read and write them.
    TypeOrmModule.forFeature([User, RefreshToken]),
  ],
  providers: [
    { provide: Clock, useClass: SystemClock },
    UsersRepository,
    RefreshTokensRepository,
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
