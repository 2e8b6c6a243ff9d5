import path from 'node:path';
import { BadRequestException, HttpException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { USER_CHANGE_LIMITS, USER_CHANGE_MESSAGES, userChangeSchema, type UserAccount, type UserChangeForm } from '@dugout/contracts';
import { ContractValidationPipe } from '../../common/pipes/contract-validation.pipe';
import { API_ROOT } from '../../config/paths';
import { FilesService, type FileDownload, type ImageRequest, type IncomingFile } from '../files/files.service';
import type { MultipartForm } from '../files/multipart-form';
import { PlayersRepository } from '../../repositories/players/players.repository';
import type { MemberPlayerChange } from '../../repositories/players/players.repository';
import { USER_MESSAGES } from './users.service';
import { toUserAccount, UsersRepository } from '../../repositories/users/users.repository';

/** Profile photos live under profile/ in the file storage; user.photo keeps the name after that folder. */
export const PHOTO_FOLDER = 'profile';
export const DEFAULT_PROFILE_PHOTO = path.join(API_ROOT, 'assets/images/default-profile.png');
const PHOTO_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const BAD_PHOTO_NAME = '사진 파일 이름이 올바르지 않습니다.';

const formPipe = new ContractValidationPipe(userChangeSchema);

/** The thumbnail the file service keeps beside an image (<name>_s.<ext>). */
function smallVersion(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? `${name}_s` : `${name.slice(0, dot)}_s${name.slice(dot)}`;
}

/**
 * /user/change: the member's own account fields, his player record and his profile photo
 * (POST /api/user/{id}, multipart), and the photo itself (GET /api/user/profile/photo/{photo}).
 */
@Injectable()
export class UserProfileService {
  private readonly logger = new Logger(UserProfileService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly players: PlayersRepository,
    private readonly files: FilesService,
  ) {}

  /**
   * Checks the fields with the registration rules, stores a new photo through the file service
   * (checked by content, re-encoded and resized), then writes the account and the player record in
   * one transaction. The old photo goes after the commit; a failed write removes the new one.
   * Answers the account, whose fields the client copies into its stored session.
   */
  async change(userId: number, input: MultipartForm): Promise<UserAccount> {
    const form: UserChangeForm = await formPipe.transform(input.fields);
    const photo = await this.storePhoto(input.files);
    let oldPhoto: string | null = null;
    try {
      await this.users.transaction(async (em) => {
        const current = await this.users.findActiveForUpdate(em, userId);
        if (!current) throw new NotFoundException(USER_MESSAGES.userNotFound);
        const { username, phone, birthday, gender } = form;
        await this.users.updateProfile(em, userId, { username, phone, birthday, gender, photo: photo ?? current.photo });
        await this.players.updateOfMember(em, userId, playerChange(form, Object.keys(input.fields)));
        oldPhoto = photo ? current.photo : null;
      });
    } catch (error) {
      if (photo) await this.removePhoto(photo);
      throw error;
    }
    if (oldPhoto) await this.removePhoto(oldPhoto);
    const updated = await this.users.findActive(userId);
    if (!updated) throw new NotFoundException(USER_MESSAGES.userNotFound);
    return toUserAccount(updated);
  }

  /** GET /api/user/profile/photo/{photo}(?w=): the stored photo (or its resized copy), or the default image when it is missing. */
  async photo(name: string, request: ImageRequest = {}): Promise<FileDownload> {
    if (!PHOTO_NAME.test(name) || name.includes('..')) throw new BadRequestException(BAD_PHOTO_NAME);
    return this.files.image(
      { key: `${PHOTO_FOLDER}/${name}`, fallback: { file: DEFAULT_PROFILE_PHOTO, name: 'default-profile.png' } },
      request,
    );
  }

  /** Removes a photo and its small version; a storage that cannot delete it only leaves the file behind. */
  async removePhoto(name: string): Promise<void> {
    if (!PHOTO_NAME.test(name) || name.includes('..')) return;
    try {
      await this.files.remove([`${PHOTO_FOLDER}/${name}`, `${PHOTO_FOLDER}/${smallVersion(name)}`]);
    } catch (error) {
      this.logger.warn(`프로필 사진 파일 ${name}을 지우지 못했습니다: ${String(error)}`);
    }
  }

  /** The request's photo (none, or exactly one image) stored through the file service; its errors are put on the photo field. */
  private async storePhoto(files: IncomingFile[]): Promise<string | null> {
    if (files.length === 0) return null;
    if (files.length > 1) throw photoError(USER_CHANGE_MESSAGES.photoOne);
    if (files[0].data.length > USER_CHANGE_LIMITS.photoMaxBytes) throw photoError(USER_CHANGE_MESSAGES.photoTooLarge);
    try {
      const [stored] = await this.files.upload(files, {
        folder: PHOTO_FOLDER,
        maxFiles: 1,
        maxFileBytes: USER_CHANGE_LIMITS.photoMaxBytes,
        imagesOnly: true,
      });
      return stored.key.slice(PHOTO_FOLDER.length + 1);
    } catch (error) {
      if (error instanceof BadRequestException) throw photoError(messageOf(error));
      throw error;
    }
  }
}

function photoError(message: string): BadRequestException {
  return new BadRequestException({ message, errors: { photo: message } });
}

function messageOf(error: HttpException): string {
  const response = error.getResponse();
  return typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? error.message);
}

const PLAYER_FIELDS = ['middleSchool', 'school', 'address1', 'proTypeMiddle', 'proType', 'batThrw', 'position'] as const;

/**
 * The player fields the request sent (one left out keeps its value; one sent empty is cleared);
 * the account's birthday, gender and phone go along to the member's own player record.
 */
function playerChange(form: UserChangeForm, sent: readonly string[]): MemberPlayerChange {
  const change: Record<string, unknown> = { birthday: form.birthday, gender: form.gender, phone: form.phone };
  for (const field of PLAYER_FIELDS) {
    // A coded select sent empty has no "none" value: it keeps what the record has.
    if (sent.includes(field) && form[field] !== undefined) change[field] = form[field];
  }
  return change as MemberPlayerChange;
}
