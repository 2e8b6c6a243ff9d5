import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export const API_DOCS_PATH = 'api/docs';

export function setupSwagger(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('더그아웃 API')
      .setDescription('아마추어 야구 리그·팀 기록 서비스의 API. 모든 응답은 { ok, data, error?, errors? } 형태입니다.')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup(API_DOCS_PATH, app, document, { jsonDocumentUrl: `${API_DOCS_PATH}/openapi.json` });
}
