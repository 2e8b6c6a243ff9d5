import { boardCommentSchema, boardPostSchema } from './board-post.schema';

describe('boardPostSchema', () => {
  it('needs a title of 1-100 characters and content', async () => {
    await expect(boardPostSchema.validate({ title: ' ', content: '<p>x</p>' })).rejects.toThrow('제목을 입력해 주세요.');
    await expect(boardPostSchema.validate({ title: '가'.repeat(101), content: 'x' })).rejects.toThrow('100자 이하로 입력해 주세요.');
    await expect(boardPostSchema.validate({ title: '제목', content: '' })).rejects.toThrow('내용을 입력해 주세요.');
    await expect(boardPostSchema.validate({ title: '제목', content: 'x', isNotice: 'true' })).resolves.toEqual({ title: '제목', content: 'x', isNotice: true });
  });

  it('needs comment content', async () => {
    await expect(boardCommentSchema.validate({ content: '  ' })).rejects.toThrow('내용을 입력해 주세요.');
  });
});
