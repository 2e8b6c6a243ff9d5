import { Headers, HttpCode, HttpStatus, Param, Query, Req, Res } from '@nestjs/common';
import type { UserAccount } from '@dugout/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ImageGet, sendDownload } from '../files/files.controller';
import { readMultipartForm } from '../../services/files/multipart-form';
import { UserProfileService } from '../../services/users/user-profile.service';
import { WriteLimit } from '../../common/rate-limit';
import { ApiController, IdParam, MultipartForm, OwnAccountOnly, Route } from '../route-decorators';

const CHANGE_FORM = {
  schema: {
    type: 'object',
    required: ['username', 'phone', 'birthday', 'gender'],
    properties: {
      username: { type: 'string', description: '이름 (2-20자)' },
      phone: { type: 'string', description: '전화번호 NN(N)-NNN(N)-NNNN' },
      birthday: { type: 'string', description: '생년월일 YYYYMMDD (만 14세 이상)' },
      gender: { type: 'string', enum: ['M', 'F'] },
      middleSchool: { type: 'string', description: '출신 중학교 (선수 정보가 있을 때)' },
      school: { type: 'string', description: '출신 고등학교' },
      address1: { type: 'string', description: '주소' },
      proTypeMiddle: { type: 'integer', enum: [0, 1, 2] },
      proType: { type: 'integer', enum: [0, 1, 2] },
      batThrw: { type: 'integer', enum: [11, 12, 13, 22, 21, 23] },
      position: { type: 'string', enum: ['P', 'C', 'IN', 'OU'] },
      photo: { type: 'string', format: 'binary', description: '프로필 사진 하나 (JPG, PNG, WEBP, GIF; 5MB까지)' },
    },
  },
};

/** The member's own info change with the profile photo (multipart, so apart from the JSON-only UsersController), and the photos. */
@ApiController('user', 'user')
export class UserProfileController {
  constructor(private readonly profiles: UserProfileService) {}

  @ImageGet('profile/photo/:photo', '프로필 사진 (없으면 기본 이미지)')
  async photo(@Param('photo') photo: string, @Query('w') width: string | undefined, @Headers('accept') accept: string | undefined, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return sendDownload(reply, await this.profiles.photo(photo, { width, accept }));
  }

  @Route('POST :id', '내 정보 수정 (multipart; 이름, 전화번호, 생년월일, 성별, 선수 정보, 프로필 사진). 바뀐 세션 정보를 돌려줌', WriteLimit('upload'), HttpCode(HttpStatus.OK), OwnAccountOnly('id'), MultipartForm(CHANGE_FORM))
  async change(@IdParam('id') id: number, @Req() request: FastifyRequest): Promise<UserAccount> {
    return this.profiles.change(id, await readMultipartForm(request));
  }
}
