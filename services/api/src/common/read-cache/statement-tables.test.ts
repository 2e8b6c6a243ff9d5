import { statementEffect, tablesOf } from './statement-tables';

describe('statementEffect', () => {
  it.each([
    ['SELECT `g`.`id` FROM `game` `g` LEFT JOIN `team` `t` ON `t`.`id` = `g`.`home_team_id` WHERE `g`.`id` = ?', ['game', 'team']],
    ['select * from "league_player_stat" "s" inner join "player" "p" on p.id = s.player_id', ['league_player_stat', 'player']],
    ['SELECT a.x FROM league a, season AS b WHERE a.season_id = b.id', ['league', 'season']],
    ['SELECT * FROM (SELECT id FROM game_batting) sub JOIN dugout.team t ON 1', ['game_batting', 'team']],
    ['WITH ranked AS (SELECT * FROM league_team_stat) SELECT * FROM ranked', ['league_team_stat', 'ranked']],
    ['SELECT 1', []],
  ])('reads %s', (sql, tables) => {
    expect(statementEffect(sql)).toEqual({ kind: 'read', tables });
  });

  it.each([
    ['INSERT INTO `refresh_token`(`id`) VALUES (?)', ['refresh_token']],
    ['UPDATE `game` `g` JOIN `schedule` `s` ON s.id = g.schedule_id SET g.x = 1', ['game', 'schedule']],
    ['DELETE FROM "game_inning" WHERE "game_id" = ?', ['game_inning']],
    ['INSERT INTO league_player_stat (a) SELECT a FROM game_batting ON DUPLICATE KEY UPDATE a = VALUES(a)', ['league_player_stat', 'game_batting']],
  ])('writes %s', (sql, tables) => {
    expect(statementEffect(sql)).toEqual({ kind: 'write', tables });
  });

  it.each(['START TRANSACTION', 'COMMIT', 'ROLLBACK', 'SAVEPOINT typeorm_1', 'RELEASE SAVEPOINT typeorm_1', 'BEGIN TRANSACTION', 'SET NAMES utf8mb4', 'PRAGMA data_version'])(
    'changes no data by itself: %s',
    (sql) => {
      expect(statementEffect(sql)).toEqual({ kind: 'control' });
    },
  );

  it.each(['ALTER TABLE team ADD x int', 'TRUNCATE game', 'DROP TABLE season', 'CREATE INDEX a ON b (c)', 'PRAGMA foreign_keys = OFF', 'CALL refresh()'])(
    'may change anything: %s',
    (sql) => {
      expect(statementEffect(sql)).toEqual({ kind: 'unknown' });
    },
  );

  it('lowercases names and drops duplicates', () => {
    expect(tablesOf('SELECT * FROM Game JOIN game ON 1')).toEqual(['game']);
  });
});
