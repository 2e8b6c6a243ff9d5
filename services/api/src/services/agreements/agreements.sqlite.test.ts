import { AgreementsService } from './agreements.service';
import { useEmbeddedApp } from '../../../test/support/embedded-app';

// The agreements' queries on the embedded database (better-sqlite3), as `npm start` runs them on the demo.
describe('participation agreements on the embedded database', () => {
  const embedded = useEmbeddedApp('agreements');

  it('writes, signs, lists and counts on the demo data (the team manager plays for 강동 in its active season)', async () => {
    const agreements = embedded.app.get(AgreementsService);
    const [manager] = await embedded.db.query("SELECT user_id FROM user WHERE email = 'team.manager@example.com'");
    const [head] = await embedded.db.query("SELECT user_id FROM user WHERE email = 'gangdong.head@example.com'");
    const [season] = await embedded.db.query("SELECT se.season_id FROM season se JOIN league_main lm ON lm.main_id = se.main_id WHERE lm.league_path = 'gangdong' AND se.active = 1");
    const userId = Number(manager.user_id);
    const seasonId = Number(season.season_id);

    const saved = await agreements.saveText(Number(head.user_id), seasonId, '리그 규정을 지킵니다.');
    expect(saved).toMatchObject({ seasonId, leaguePath: 'gangdong', content: '리그 규정을 지킵니다.', updatedBy: '강동총괄' });
    const before = await agreements.agreement(userId, 'gangdong', seasonId);
    expect(before.players.length).toBeGreaterThan(0);
    const [player] = before.players;
    const signed = await agreements.sign(userId, { seasonId, signName: player?.playerName ?? '' });
    expect(signed.signature).toMatchObject({ userId, playerId: player?.playerId });
    await expect(agreements.sign(userId, { seasonId, signName: player?.playerName ?? '' })).rejects.toMatchObject({ status: 409 });

    const list = await agreements.list(userId);
    expect(list.find((item) => item.seasonId === seasonId)).toMatchObject({ hasAgreement: true, signedAt: signed.signature.signedAt });
    expect((await agreements.item(userId, seasonId)).content).toBe('리그 규정을 지킵니다.');
    const team = await agreements.team(player?.teamId ?? 0, seasonId);
    expect(team.players.filter((line) => line.signedAt !== null).map((line) => line.playerId)).toEqual([player?.playerId]);
    const counts = await agreements.admin(seasonId);
    expect(counts.teams.find((line) => line.teamId === player?.teamId)).toMatchObject({ signed: 1 });
    expect(counts.teams.reduce((sum, line) => sum + line.signed, 0)).toBe(1);
  });
});
