import sharp from 'sharp';
import { TeamRole } from '@dugout/contracts';
import { useEmbeddedApp } from '../../../test/support/embedded-app';
import { TeamProfileService } from './team-profile.service';

// Make team and team info SQL on the embedded database (better-sqlite3), as `npm start` runs it.
describe('make team and team info on the embedded database', () => {
  const embedded = useEmbeddedApp('team-profile');

  it('makes a team in one transaction, reads it back, edits it with a new logo and logs the edit', async () => {
    const [member] = await embedded.db.query("SELECT user_id FROM user WHERE email = 'member@example.com'");
    const userId = Number(member.user_id);
    const profiles = embedded.app.get(TeamProfileService);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 0, g: 120, b: 0 } } }).png().toBuffer();
    const { teamId } = await profiles.create(userId, {
      fields: { teamName: '임베디드 팀', estbDt: '2022-01-02', homeGround: '임베디드 구장', introduction: '소개' },
      files: [{ originalName: 'logo.png', data: png }],
    });
    const info = await profiles.info(teamId);
    expect(info).toMatchObject({ teamName: '임베디드 팀', estbDt: '2022-01-02', homeGround: '임베디드 구장', introduction: '소개', playerCount: 1 });
    expect(info.logoImg).toMatch(/\.png$/);
    expect(await embedded.db.query('SELECT user_id FROM team_manager WHERE team_id = ?', [teamId])).toEqual([{ user_id: userId }]);
    const [head] = await embedded.db.query('SELECT tp.team_role, p.user_id FROM team_player tp JOIN player p ON p.player_id = tp.player_id WHERE tp.team_id = ?', [teamId]);
    expect(head).toEqual({ team_role: TeamRole.Head, user_id: userId });

    await expect(profiles.create(userId, { fields: { teamName: '임베디드 팀' }, files: [] })).rejects.toMatchObject({ status: 409 });
    expect((await embedded.db.query("SELECT COUNT(*) AS n FROM team WHERE team_name = '임베디드 팀'"))[0].n).toBe(1);

    const updated = await profiles.update(userId, teamId, { fields: { teamName: '임베디드 팀 2', director: '감독' }, files: [{ originalName: 'new.png', data: png }] });
    expect(updated).toMatchObject({ teamName: '임베디드 팀 2', director: '감독', homeGround: null, introduction: null });
    expect(updated.logoImg).not.toBe(info.logoImg);
    const kinds = await embedded.db.query("SELECT kind FROM audit_entry WHERE scope_type = 'team' AND scope_id = ?", [teamId]);
    expect(kinds).toEqual([{ kind: 'team.update' }]);

    await embedded.db.query('DELETE FROM team_manager WHERE team_id = ?', [teamId]);
    expect(await profiles.restoreCreatorManager(userId, teamId, userId)).toEqual({ result: true });
    expect(await embedded.db.query('SELECT user_id FROM team_manager WHERE team_id = ?', [teamId])).toEqual([{ user_id: userId }]);
  });
});
