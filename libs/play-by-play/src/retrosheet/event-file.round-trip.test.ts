import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replayGame } from '../engine/replay.engine';
import { parseEventFile } from './event-file.parser';
import { writeEventFile } from './event-file.writer';

const text = readFileSync(join(__dirname, '../../test-data/retrosheet/2023WS.EVE'), 'utf8');

describe('Retrosheet writer', () => {
  const games = parseEventFile(text);
  const written = writeEventFile(games);
  const again = parseEventFile(written);

  it('read -> write -> read gives the same setup, info and events for all five games', () => {
    expect(again.map((g) => g.setup)).toEqual(games.map((g) => g.setup));
    expect(again.map((g) => g.info)).toEqual(games.map((g) => g.info));
    again.forEach((game, index) => expect(game.events).toEqual(games[index].events));
  });

  it('the written data,er records are the engine’s earned runs, equal to the official ones', () => {
    again.forEach((game, index) => expect(game.earnedRuns).toEqual(games[index].earnedRuns));
  });

  it('gives identical derived records', () => {
    again.forEach((game, index) => {
      const before = replayGame(games[index].setup, games[index].events, games[index].rules).record;
      expect(replayGame(game.setup, game.events, game.rules).record).toEqual(before);
    });
  });

  it('writes the plays in Retrosheet notation', () => {
    expect(written).toContain('play,1,1,garvm001,12,*BCT1X,54(1)3/GDP/G56');
    expect(written).toContain('play,3,0,semim001,01,TX,HR/F78XD.3-H(UR);2-H(UR);B-H(UR)');
  });
});
