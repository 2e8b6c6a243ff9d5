import { Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** Outgoing mail (SMTP from the configuration, or .eml files for the embedded demo). */
@Module({
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
