import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule, TEMPORARY_PASSWORDS } from '../auth';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { PasswordResetRepository } from '../../repositories/password-reset/password-reset.repository';
import { PasswordResetService } from './password-reset.service';
import { TempPassword } from '../../repositories/password-reset/temp-password.entity';
import { TempPasswordLimiter } from './temp-password.limiter';

/**
 * Find password (temp_password): mails a temporary password and redeems it at login. Global only
 * for TEMPORARY_PASSWORDS, which login (the auth module) asks without importing this module.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([TempPassword]), AuthModule, UsersModule, MailModule],
  providers: [
    PasswordResetRepository,
    PasswordResetService,
    TempPasswordLimiter,
    { provide: TEMPORARY_PASSWORDS, useExisting: PasswordResetService },
  ],
  exports: [TEMPORARY_PASSWORDS, PasswordResetService],
})
export class PasswordResetModule {}
