import sharp from 'sharp';
import { useEmbeddedApp } from '../../../test/support/embedded-app';
import { UserProfileService } from './user-profile.service';
import { WithdrawalService } from './withdrawal.service';

const DEMO_PASSWORD = 'dugout-demo-2026';

// Change info and withdrawal SQL on the embedded database (better-sqlite3), as `npm start` runs it.
describe('change info and withdrawal on the embedded database', () => {
  const embedded = useEmbeddedApp('withdrawal');

  it('changes the account and the player record with a photo, then closes the account in one transaction', async () => {
    const [member] = await embedded.db.query("SELECT user_id FROM user WHERE email = 'member@example.com'");
    const userId = Number(member.user_id);
    await embedded.db.query("INSERT INTO player (user_id, player_name) SELECT ?, username FROM user WHERE user_id = ? AND NOT EXISTS (SELECT 1 FROM player WHERE user_id = ?)", [
      userId,
      userId,
      userId,
    ]);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 0, g: 0, b: 120 } } }).png().toBuffer();
    const account = await embedded.app.get(UserProfileService).change(userId, {
      fields: { username: '임베디드', phone: '010-2222-3333', birthday: '19880808', gender: 'F', school: '임베디드고', batThrw: '22' },
      files: [{ originalName: 'me.png', data: png }],
    });
    expect(account).toMatchObject({ userId, username: '임베디드', phone: '010-2222-3333', birthday: '19880808', gender: 'F' });
    expect(account.photo).toMatch(/\.png$/);
    const [player] = await embedded.db.query('SELECT player_id, player_name, school, bat_thrw, phone FROM player WHERE user_id = ?', [userId]);
    expect(player).toMatchObject({ school: '임베디드고', bat_thrw: 22, phone: '010-2222-3333' });

    await expect(embedded.app.get(WithdrawalService).withdraw(userId, DEMO_PASSWORD)).resolves.toEqual({ result: true });
    const [row] = await embedded.db.query('SELECT email, username, phone, photo, withdrawn_at FROM user WHERE user_id = ?', [userId]);
    expect(row).toMatchObject({ email: `withdrawn-${userId}@withdrawn.invalid`, username: '탈퇴회원', phone: '', photo: null });
    expect(row.withdrawn_at).not.toBeNull();
    const [kept] = await embedded.db.query('SELECT user_id, player_name, school, phone FROM player WHERE player_id = ?', [player.player_id]);
    expect(kept).toEqual({ user_id: null, player_name: player.player_name, school: null, phone: null });
    expect((await embedded.db.query('SELECT COUNT(*) AS n FROM team_player WHERE player_id = ?', [player.player_id]))[0].n).toBe(0);
    expect((await embedded.db.query('SELECT COUNT(*) AS n FROM refresh_token WHERE user_id = ? AND revoked_at IS NULL', [userId]))[0].n).toBe(0);
  });
});
